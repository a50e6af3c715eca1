import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  DELIVERY_MESSAGES,
  DELIVERY_TEXTS,
  SHARING_TEXTS,
  SHARE_POLICY_TEXTS,
  SHARE_DOWNLOAD_LIMIT_MAX,
  shareFileRequestSchema,
} from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { inputDate } from '@/shared/dates/date-format';
import { EmailChipsField } from '@/shared/share/email-chips-field';
import { useShareCheck } from '@/shared/share/use-share-check';
import { useShareEmails } from '@/shared/share/use-share-emails';
import { useGetDeliverySharePolicyQuery } from '@/shared/share/share-policy-api';
import { Button } from '@/shared/ui/button';
import { FieldError } from '@/shared/ui/field-error';
import { Modal } from '@/shared/ui/modal';
import { useShareDeliveryMutation } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS } from '@/features/assignments/lib/detail-texts';
import { shareFailure } from './share-failure';

/** 'Shared!' stays on the button this long before the dialog closes (part 1 section 9). */
const SHARED_MS = 1000;

/**
 * The Users card's share button and the 'Share Assignment' dialog (part 1 section 4). A success shows
 * 'Shared!' for 1 second, clears the chips, reloads both logs (the mutation's tags) and closes; a warning
 * swaps the dialog for the share warning, whose accept shares again with the password; a refusal shows its
 * message on the field and marks the addresses it names.
 */
export function ShareAssignment({
  details,
  label = SHARING_TEXTS.share,
  initialEmail,
}: {
  details: FileDetails;
  /** The opening button's text: Share, or Accept for a colleague's request (the address comes filled in). */
  label?: string;
  initialEmail?: string;
}) {
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState(false);
  // The last day of access, if any: the share ends at the end of that day, local time.
  const [endDay, setEndDay] = useState('');
  // Downloads allowed per recipient and version, if any (issue 24); checked by the contracts' field rule.
  const [limit, setLimit] = useState('');
  const [limitError, setLimitError] = useState('');
  // The client's share policy (decision 0038): its default end fills the date, its longest bounds it.
  const { data: policy } = useGetDeliverySharePolicyQuery(details.id);
  const dayIn = (days: number) => inputDate(new Date(Date.now() + days * 86_400_000));
  const share = useShareEmails();
  const { markInvalid, clear } = share;
  const [shareDelivery] = useShareDeliveryMutation();

  const send = useCallback(
    async (emails: string[], password?: string) => {
      const result = await shareDelivery({
        delivery_id: details.id,
        client_code: details.client_code,
        entity_code: details.entity_code,
        emails,
        accept_warning: password !== undefined,
        password,
        expires_at: endDay ? new Date(`${endDay}T23:59:59`).toISOString() : undefined,
        download_limit: limit ? Number(limit) : undefined,
      });
      if (result.error) {
        toast.error(shareFailure(result.error));
        return null;
      }
      return result.data;
    },
    [details.client_code, details.entity_code, details.id, endDay, limit, shareDelivery],
  );
  const flow = useShareCheck(
    send,
    useCallback(
      (emails: string[], message: string) =>
        markInvalid(emails, message || DELIVERY_MESSAGES.refreshAndRetry),
      [markInvalid],
    ),
  );

  useEffect(() => {
    if (!shared) return;
    const timer = setTimeout(() => {
      setShared(false);
      setOpen(false);
    }, SHARED_MS);
    return () => clearTimeout(timer);
  }, [shared]);

  const close = () => {
    setOpen(false);
    setEndDay('');
    setLimit('');
    setLimitError('');
    clear();
  };

  const submit = async () => {
    if (!shareFileRequestSchema.shape.download_limit.safeParse(limit).success) {
      setLimitError(DELIVERY_MESSAGES.downloadLimitRule);
      return;
    }
    const ready = share.ready();
    if ('error' in ready) {
      share.flagError(ready.error);
      return;
    }
    if (ready.emails.length === 0) {
      share.flagError(DELIVERY_MESSAGES.enterEmailBang);
      return;
    }
    const outcome = await flow.check(ready.emails);
    if (!outcome.proceed) return;
    clear();
    setShared(true);
  };

  const busy = flow.checking || shared;
  return (
    <>
      <Button
        className="btn--small"
        aria-label={initialEmail ? `${label} ${initialEmail}` : undefined}
        onClick={() => {
          if (initialEmail) share.commit(initialEmail);
          const byDefault = policy?.default_days ?? policy?.max_days ?? null;
          if (byDefault !== null) setEndDay(dayIn(byDefault));
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {open && !flow.warning && (
        <Modal title={SHARING_TEXTS.shareTitle} testId="share-assignment" onClose={close}>
          <EmailChipsField
            label={DELIVERY_TEXTS.emailAddress}
            share={share}
            suggestionScope={{ delivery_id: String(details.id) }}
            disabled={busy}
          />
          <div className="field">
            <label className="field__label" htmlFor={`share-ends-${details.id}`}>
              {SHARING_TEXTS.accessEnds}
            </label>
            <input
              id={`share-ends-${details.id}`}
              type="date"
              className="field__input"
              value={endDay}
              // Today in the browser's time zone, as YYYY-MM-DD (the en-CA date format).
              min={inputDate(new Date())}
              max={policy?.max_days ? dayIn(policy.max_days) : undefined}
              disabled={busy}
              aria-describedby={policy?.max_days ? `share-ends-${details.id}-hint` : undefined}
              onChange={(event) => setEndDay(event.target.value)}
            />
            {policy?.max_days ? (
              <p className="field__hint" id={`share-ends-${details.id}-hint`}>
                {SHARE_POLICY_TEXTS.limitHint(policy.max_days)}
              </p>
            ) : null}
            {policy && !policy.outside_allowed && (
              <p className="field__hint">{SHARE_POLICY_TEXTS.outsideHint}</p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`share-limit-${details.id}`}>
              {SHARING_TEXTS.downloadLimit}
            </label>
            <input
              id={`share-limit-${details.id}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={SHARE_DOWNLOAD_LIMIT_MAX}
              step={1}
              className="field__input"
              value={limit}
              disabled={busy}
              aria-invalid={limitError ? true : undefined}
              aria-describedby={limitError ? `share-limit-${details.id}-error` : undefined}
              onChange={(event) => {
                setLimit(event.target.value);
                setLimitError('');
              }}
            />
            <FieldError id={`share-limit-${details.id}-error`} message={limitError} />
          </div>
          <div className="modal__actions share-modal__actions">
            <Button variant="secondary" onClick={close}>
              {DETAIL_TEXTS.cancel}
            </Button>
            <Button
              loading={flow.checking}
              disabled={shared}
              aria-live="polite"
              onClick={() => void submit()}
            >
              {shared ? DELIVERY_TEXTS.shared : SHARING_TEXTS.share}
            </Button>
          </div>
        </Modal>
      )}
      {flow.dialog}
    </>
  );
}
