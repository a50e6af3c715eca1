import { SHARING_TEXTS } from '@ops/contracts';
import toast from 'react-hot-toast';
import { Button } from '../../../../../shared/ui/button';
import { useDeclineShareRequestMutation, useRevokeShareMutation } from '../../../api/assignments-api';
import { shareFailure } from './share-failure';

/**
 * A call on one address's row: Revoke ends its share, Decline turns down a request for it. Disabled while
 * the call runs; a success reloads the shared log and the access log (the mutation's tags) and shows the
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
  const call = action === 'revoke' ? revoke : decline;
  const label = SHARING_TEXTS[action];

  const run = async () => {
    const result = await call({ delivery_id: deliveryId, email });
    if (result.error) toast.error(shareFailure(result.error));
    else toast.success(result.data.message);
  };

  // Revoke sits in the User cell beside the address as an icon, so the cell reads as the address alone.
  return (
    <Button
      variant="secondary"
      className={action === 'revoke' ? 'btn--small btn--icon' : 'btn--small'}
      loading={(action === 'revoke' ? revoking : declining).isLoading}
      aria-label={`${label} ${email}`}
      title={label}
      onClick={() => void run()}
    >
      {action === 'revoke' ? (
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : (
        label
      )}
    </Button>
  );
}
