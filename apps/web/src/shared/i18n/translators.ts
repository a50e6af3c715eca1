import { createTranslator, loadCatalogue } from '@ops/contracts/i18n';
import type { Translator } from '@ops/contracts/i18n';
import type { Locale } from '@ops/contracts';

/** English from the code's own messages: no catalogue to wait for. */
export const ENGLISH: Translator = createTranslator('en', {});
const english = Promise.resolve(ENGLISH);

const loading = new Map<Locale, Promise<Translator>>();
const loaded = new Map<Locale, Translator>([['en', ENGLISH]]);

/** The language's translator if its catalogue is here already: the page can show it at once. */
export const loadedTranslator = (locale: Locale): Translator | null => loaded.get(locale) ?? null;

/**
 * A language's translator, its catalogue loaded once per page. A catalogue that fails to arrive (a lost
 * connection) leaves the page in English rather than broken, and is asked for again next time.
 */
export function translatorFor(locale: Locale): Promise<Translator> {
  if (locale === 'en') return english;
  let translator = loading.get(locale);
  if (!translator) {
    translator = loadCatalogue(locale).then(
      (catalogue) => {
        const ready = createTranslator(locale, catalogue);
        loaded.set(locale, ready);
        return ready;
      },
      () => {
        loading.delete(locale);
        return ENGLISH;
      },
    );
    loading.set(locale, translator);
  }
  return translator;
}

/** Japanese glyphs come from their own font, loaded only when the portal speaks Japanese. */
export function loadJapaneseFont() {
  void import('@fontsource-variable/noto-sans-jp').catch(() => undefined);
}
