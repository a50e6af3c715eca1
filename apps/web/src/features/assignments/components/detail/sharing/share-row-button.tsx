import { useState } from 'react';
import { createPortal } from 'react-dom';
import { SHARING_TEXTS } from '@ops/contracts';
import toast from 'react-hot-toast';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import {
  useDeclineShareRequestMutation,
  useRevokeShareMutation,
} from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS } from '@/features/assignments/lib/detail-texts';
import { shareFailure } from './share-failure';

const RevokeIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * A call on one address's row: Revoke ends its share after the share revoke dialog (part 1 section 8's
 * modal kind) confirms it; Decline turns down a request for it. The calling button is disabled while the
 * call runs; a success reloads the shared log and the access log (the mutation's tags) and shows the
 * server's message, a failure only re-enables the button.
 */
export function ShareRowButton({
  action,
  deliveryId,
  email,
}: {
  action: 'revoke' | 'decline';
  deliveryId: number;
  email: string;
}) {
  const [revoke, revoking] = useRevokeShareMutation();
  const [decline, declining] = useDeclineShareRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const call = action === 'revoke' ? revoke : decline;
  const busy = (action === 'revoke' ? revoking : declining).isLoading;
  const label = SHARING_TEXTS[action];

  const run = async () => {
    const result = await call({ delivery_id: deliveryId, email });
    if (result.error) {
      toast.error(shareFailure(result.error));
      return;
    }
    toast.success(result.data.message);
    setConfirming(false);
  };

  if (action === 'decline') {
    return (
      <Button
        variant="secondary"
        className="btn--small"
        loading={busy}
        aria-label={`${label} ${email}`}
        onClick={() => void run()}
      >
        {label}
      </Button>
    );
  }
  // Revoke sits in the User cell beside the address as an icon, so the cell reads as the address alone.
  return (
    <>
      <Button
        variant="secondary"
        className="btn--small btn--icon"
        aria-label={`${label} ${email}`}
        title={label}
        onClick={() => setConfirming(true)}
      >
        <RevokeIcon />
      </Button>
      {/* Rendered outside the table, so the cell keeps reading as the address alone. */}
      {confirming &&
        createPortal(
          <Modal
            title={SHARING_TEXTS.revokeTitle}
            testId="share-revoke"
            description={SHARING_TEXTS.revokeQuestion(email)}
            onClose={() => setConfirming(false)}
          >
            <div className="modal__actions">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {DETAIL_TEXTS.cancel}
              </Button>
              <Button loading={busy} onClick={() => void run()}>
                {label}
              </Button>
            </div>
          </Modal>,
          document.body,
        )}
    </>
  );
}
