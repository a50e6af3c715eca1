// The languages' tags, names and Intl locales: no schema and no messages, so the console's one date formatter
// (locale-formats.ts) can read them without carrying either onto the console's first screen (decision 0034).
import { CATALOGUE_FILES } from './locale-files.js';

/** A language tag with a catalogue ('en', 'de', 'pt-BR'). */
export type Locale = string;
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages with a catalogue file: English first, the others by tag. */
export const LOCALES: readonly Locale[] = Object.keys(CATALOGUE_FILES).sort((a, b) =>
  a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : a.localeCompare(b, 'en'),
);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && LOCALES.includes(value);

/** A language by its own name, as a language menu lists it ('Deutsch', 'Français', '日本語'). */
export function localeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The locale dates and numbers are written in; English keeps the console's '26 Nov 2026, 17:58'. */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);

/**
 * The first of the asked-for language tags ('de-CH', 'ja') that we speak (the portal's languages, or the
 * console's when given), by exact tag or by its language.
 */
export function negotiateLocale(
  requested: readonly string[],
  spoken: readonly Locale[] = LOCALES,
): Locale | undefined {
  const known = (tag: string | undefined) => spoken.find((locale) => locale.toLowerCase() === tag);
  for (const tag of requested) {
    const lower = tag.trim().toLowerCase().replaceAll('_', '-');
    const match = known(lower) ?? known(lower.split('-')[0]);
    if (match) return match;
  }
  return undefined;
}
