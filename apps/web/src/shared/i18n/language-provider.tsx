import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import type { Locale } from '@ops/contracts';
import type { Translator } from '@ops/contracts/i18n';
import { errorMessage, isApiError } from '../api/base-query';
import { useRecipientState } from '../session/recipient-session';
import { FullPageLoader } from '../ui/full-page-loader';
import { useSetRecipientLanguageMutation } from './language-api';
import {
  latestInTurn,
  portalLocale,
  storeChoice,
  storeSessionLanguages,
  takeUnsavedChoice,
} from './language-choice';
import type { SessionLanguages } from './language-choice';
import { LanguageContext, portalLanguage } from './language-context';
import { loadedTranslator, loadJapaneseFont, translatorFor } from './translators';
import { setPortalLocale } from './portal-locale';

/**
 * The recipients' portal in the recipient's language (decision 0042). A language other than English waits for
 * its catalogue: the first time behind the page's loading state, after a choice on the page still in the
 * language it had, so nothing flashes in English.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const signedIn = useRecipientState().session !== null;
  const [choice, setChoice] = useState(() => portalLocale(signedIn));
  // The translator shown, and the choice it answers (English for a choice whose catalogue failed to load).
  const [spoken, setSpoken] = useState<{ choice: Locale; translator: Translator } | null>(() => {
    const loaded = loadedTranslator(choice);
    return loaded && { choice, translator: loaded };
  });
  const translator = spoken?.translator ?? null;
  const [save] = useSetRecipientLanguageMutation();

  useEffect(() => {
    let current = true;
    void translatorFor(choice).then((ready) => {
      if (current)
        setSpoken((before) =>
          before?.choice === choice && before.translator === ready ? before : { choice, translator: ready },
        );
    });
    return () => {
      current = false;
    };
  }, [choice]);

  const shown = translator?.locale ?? null;
  // Layout effects run before the page's own effects, which start its calls: those carry the language.
  useLayoutEffect(() => {
    if (!shown) return;
    setPortalLocale(shown);
    document.documentElement.lang = shown;
  }, [shown]);
  useLayoutEffect(
    () => () => {
      setPortalLocale(null);
      document.documentElement.lang = 'en';
    },
    [],
  );
  useEffect(() => {
    if (shown === 'ja') loadJapaneseFont();
  }, [shown]);

  // One language call at a time, and then only the latest choice: quick choices reach the server in the order
  // they were made, so the language it keeps for the e-mails is the one the page shows.
  /** Tells the server; the answer is said in the new language once it has loaded. */
  // One queue for the page's life (the mutation's trigger is stable).
  const [remember] = useState(() =>
    latestInTurn(async ({ next, quietly }: { next: Locale; quietly: boolean }, superseded) => {
      const [result, inNext] = await Promise.all([save({ language: next }), translatorFor(next)]);
      // A later choice speaks for itself.
      if (quietly || superseded()) return;
      if (!result.error) toast.success(inNext.text(result.data.message));
      // A 401 ends the session and the page says so.
      else if (!(isApiError(result.error) && result.error.status === 401))
        toast.error(inNext.text(errorMessage(result.error)));
    }),
  );

  const switchTo = useCallback((next: Locale) => {
    if (next === 'ja') loadJapaneseFont();
    // The recipient's calls from now on ask for it, the language call among them.
    setPortalLocale(next);
    setChoice(next);
  }, []);

  const chooseLanguage = useCallback(
    (next: Locale) => {
      storeChoice(next, signedIn);
      switchTo(next);
      if (signedIn) void remember({ next, quietly: false });
    },
    [remember, signedIn, switchTo],
  );

  const adoptSession = useCallback(
    (languages: SessionLanguages) => {
      storeSessionLanguages(languages);
      // A language picked on the link's page is theirs: the server keeps it for their e-mails.
      const unsaved = takeUnsavedChoice();
      if (unsaved && unsaved !== languages.language) void remember({ next: unsaved, quietly: true });
      switchTo(portalLocale(true));
    },
    [remember, switchTo],
  );

  const value = useMemo(
    () =>
      spoken &&
      portalLanguage(spoken.translator, {
        choice,
        chooseLanguage,
        adoptSession,
        switching: spoken.choice !== choice,
      }),
    [spoken, choice, chooseLanguage, adoptSession],
  );
  if (!value) return <FullPageLoader />;
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
