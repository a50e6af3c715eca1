import { LOCALES, type Locale } from '@ops/contracts';
import { createTranslator, loadCatalogue, type Translator } from '@ops/contracts/i18n';

// Every catalogue is loaded once as the module loads: a few kilobytes each, and no request waits on a file.
const translators = new Map<Locale, Translator>(
  await Promise.all(
    LOCALES.map(async (locale) => [locale, createTranslator(locale, await loadCatalogue(locale))] as const),
  ),
);

/** The one translator of a language (decision 0042). */
export const translatorFor = (locale: Locale): Translator => translators.get(locale)!;
