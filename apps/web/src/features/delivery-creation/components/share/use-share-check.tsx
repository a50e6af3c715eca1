import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { ShareEmailResponse } from '@ops/contracts';
import { errorMessage } from '../../../../shared/api/base-query';
import { useCheckShareEmailsMutation } from '../../api/delivery-api';
import { ShareWarningModal } from './share-warning-modal';

export interface ShareScope {
  clientCode: string;
  entityCode: string;
  /** Sharing an existing delivery (the SHARING tab) names it. */
  deliveryId?: string;
}

export type ShareOutcome = { proceed: true; emails: string[]; password?: string } | { proceed: false };

/** The addresses a refusal names: its invalid ones, else those it listed. */
const refused = (r: ShareEmailResponse) =>
  r.emails.invalid.length ? r.emails.invalid : [...r.emails.within_org, ...r.emails.outside_org];

/**
 * The share check of section 4, for the confirm step and the SHARING tab: success proceeds, a warning opens
 * the warning dialog (its accept re-checks with the password), anything else shows the message and marks
 * the listed addresses through `onRefused`. Render `dialog` where the caller is.
 */
export function useShareCheck(scope: ShareScope, onRefused: (emails: string[], message: string) => void) {
  const [checkEmails, { isLoading }] = useCheckShareEmailsMutation();
  const [warning, setWarning] = useState<ShareEmailResponse | null>(null);
  const settle = useRef<((outcome: ShareOutcome) => void) | null>(null);

  const ask = useCallback(
    async (emails: string[], password?: string) => {
      const result = await checkEmails({
        client_code: scope.clientCode,
        entity_code: scope.entityCode,
        emails,
        accept_warning: password !== undefined,
        password,
        delivery_id: scope.deliveryId,
      });
      if (result.error) {
        toast.error(errorMessage(result.error));
        return null;
      }
      return result.data;
    },
    [checkEmails, scope.clientCode, scope.deliveryId, scope.entityCode],
  );

  const refuse = useCallback(
    (answer: ShareEmailResponse) => {
      toast.error(answer.message);
      onRefused(refused(answer), answer.message);
    },
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

  return { check, dialog, checking: isLoading };
}
