// The languages the recipients' portal and their e-mails speak, and the one rule that picks one (decision 0042).
import { z } from 'zod';

export const LOCALES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as a language menu lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
};

/** The locale dates and numbers are written in; English keeps the console's '26 Nov 2026, 17:58'. */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const localeSchema = z.enum(LOCALES, { error: 'Please choose one of the offered languages.' });

/** The first of the asked-for language tags ('de-CH', 'ja') that we speak, by exact tag or by its language. */
export function negotiateLocale(requested: readonly string[]): Locale | undefined {
  for (const tag of requested) {
    const lower = tag.trim().toLowerCase();
    if (isLocale(lower)) return lower;
    const language = lower.split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

/**
 * The language to speak to a recipient: their choice in the portal, else their browser's, else their client's
 * default, else English.
 */
export function resolveLocale(sources: {
  chosen?: string | null;
  browser?: readonly string[] | null;
  clientDefault?: string | null;
}): Locale {
  if (isLocale(sources.chosen)) return sources.chosen;
  const fromBrowser = negotiateLocale(sources.browser ?? []);
  if (fromBrowser) return fromBrowser;
  return isLocale(sources.clientDefault) ? sources.clientDefault : DEFAULT_LOCALE;
}
