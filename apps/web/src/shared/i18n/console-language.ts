import { CONSOLE_LOCALES, loadConsoleCatalogue, negotiateLocale, speakConsole } from '@ops/contracts';

/**
 * The console speaks the first of the browser's languages that has a console catalogue
 * (locales/console/<tag>.json, decision 0043), else English. English is in the code: nothing to load, and the
 * app renders at once (null). Another language loads its catalogue, the English one (to know a server's
 * answers) and the message formatter first; one that fails to arrive leaves the console in English.
 */
export function consoleLanguageLoading(
  languages: readonly string[] = navigator.languages,
): Promise<void> | null {
  const locale = negotiateLocale(languages, CONSOLE_LOCALES);
  if (!locale || locale === 'en') return null;
  return Promise.all([
    loadConsoleCatalogue(locale),
    loadConsoleCatalogue('en'),
    import('@ops/contracts/i18n'),
  ])
    .then(([catalogue, english, { messageFormatter }]) => {
      speakConsole({ locale, catalogue, english, format: messageFormatter(locale) });
      document.documentElement.lang = locale;
    })
    .catch(() => undefined);
}
