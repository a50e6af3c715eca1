import { useCallback, useRef, useState } from 'react';
import type { ShareEmailResponse } from '@ops/contracts';
import { ShareWarningModal } from './share-warning-modal';

type ShareOutcome = { proceed: true; emails: string[]; password?: string } | { proceed: false };

/**
 * Sends the addresses (with the caller's password once the warning is accepted) and answers the server's
 * verdict, or null when the call failed; the sender tells the user why.
 */
type ShareSend = (emails: string[], password?: string) => Promise<ShareEmailResponse | null>;

/** The addresses a refusal names: its invalid ones, else those it listed. */
const refusedEmails = (r: ShareEmailResponse) =>
  r.emails.invalid.length ? r.emails.invalid : [...r.emails.within_org, ...r.emails.outside_org];

/**
 * The share flow of the confirm step and the SHARING tab: success proceeds, a warning opens the warning
 * dialog (its accept sends again with the password), anything else hands the message and the addresses to
 * mark to `onRefused`. Render `dialog` where the caller is; `warning` says whether it is open.
 */
export function useShareCheck(send: ShareSend, onRefused: (emails: string[], message: string) => void) {
  const [pending, setPending] = useState(0);
  const [warning, setWarning] = useState<ShareEmailResponse | null>(null);
  const settle = useRef<((outcome: ShareOutcome) => void) | null>(null);

  const ask = useCallback(
    async (emails: string[], password?: string) => {
      setPending((n) => n + 1);
      try {
        return await send(emails, password);
      } finally {
        setPending((n) => n - 1);
      }
    },
    [send],
  );

  const refuse = useCallback(
    (answer: ShareEmailResponse) => onRefused(refusedEmails(answer), answer.message),
    [onRefused],
  );

  const check = useCallback(
    async (emails: string[]): Promise<ShareOutcome> => {
      const answer = await ask(emails);
      if (!answer) return { proceed: false };
      if (answer.status === 'success') return { proceed: true, emails };
      if (answer.status === 'warning') {
        setWarning(answer);
        return new Promise<ShareOutcome>((resolve) => {
          settle.current = resolve;
        });
      }
      refuse(answer);
      return { proceed: false };
    },
    [ask, refuse],
  );

  const finish = (outcome: ShareOutcome) => {
    setWarning(null);
    settle.current?.(outcome);
    settle.current = null;
  };

  const accept = async (emails: string[], password: string) => {
    const answer = await ask(emails, password);
    // A failed call keeps the dialog open: the sender has said why, and nothing was shared.
    if (!answer) return;
    if (answer.status === 'success') finish({ proceed: true, emails, password });
    else {
      refuse(answer);
      finish({ proceed: false });
    }
  };

  const dialog = warning ? (
    <ShareWarningModal warning={warning} onAccept={accept} onClose={() => finish({ proceed: false })} />
  ) : null;

  return { check, dialog, warning: warning !== null, checking: pending > 0 };
}
