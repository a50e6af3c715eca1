import { useCallback, useMemo, useState } from 'react';
import { DELIVERY_MESSAGES, MAX_SHARE_EMAILS } from '@ops/contracts';
import { addShareEmails } from './share-emails';

/** The e-mail chips of a share field: the list, the typed text, its error and the addresses the server refused. */
export function useShareEmails() {
  const [emails, setEmails] = useState<string[]>([]);
  const [text, setTextState] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [invalid, setInvalid] = useState<string[]>([]);

  const setText = useCallback((value: string) => {
    setTextState(value);
    setError(undefined);
  }, []);

  /** Adds what was typed (or `value`); returns the list after it, and whether it was refused. */
  const commit = useCallback(
    (value?: string) => {
      const typed = value ?? text;
      if (!typed.trim() && value === undefined) return { emails, ok: true, error: undefined };
      const result = addShareEmails(emails, typed);
      setEmails(result.emails);
      setError(result.error);
      if (!result.error) setTextState('');
      return { emails: result.emails, ok: !result.error, error: result.error };
    },
    [emails, text],
  );

  const remove = useCallback((email: string) => {
    setEmails((list) => list.filter((e) => e !== email));
    setInvalid((list) => list.filter((e) => e !== email));
  }, []);

  const markInvalid = useCallback((list: string[], message?: string) => {
    setInvalid(list);
    if (message) setError(message);
  }, []);

  /** Shows a message on the field that no typing caused (a submit's or the server's). */
  const flagError = useCallback((message: string) => setError(message), []);

  const clear = useCallback(() => {
    setEmails([]);
    setTextState('');
    setError(undefined);
    setInvalid([]);
  }, []);

  /** Before sharing or delivering: the typed text is added, then no error may remain (part 2 section 5). */
  const ready = useCallback((): { emails: string[] } | { error: string } => {
    const added = commit();
    // An address still typed beside ten chips would be the eleventh: at submit that reads 'More than 10'.
    if (added.error === DELIVERY_MESSAGES.onlyTen || added.emails.length > MAX_SHARE_EMAILS) {
      return { error: DELIVERY_MESSAGES.moreThanTen };
    }
    if (!added.ok || invalid.some((e) => added.emails.includes(e))) {
      return { error: DELIVERY_MESSAGES.clearShareErrors };
    }
    return { emails: added.emails };
  }, [commit, invalid]);

  const hasErrors = useMemo(
    () => !!error || invalid.some((e) => emails.includes(e)),
    [emails, error, invalid],
  );

  return {
    emails,
    text,
    setText,
    error,
    invalid,
    hasErrors,
    commit,
    remove,
    markInvalid,
    flagError,
    clear,
    ready,
  };
}

export type ShareEmails = ReturnType<typeof useShareEmails>;
