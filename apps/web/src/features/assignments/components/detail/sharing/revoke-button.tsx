import { SHARING_TEXTS } from '@ops/contracts';
import toast from 'react-hot-toast';
import { Button } from '../../../../../shared/ui/button';
import { useRevokeShareMutation } from '../../../api/assignments-api';
import { shareFailure } from './share-failure';

/**
 * Ends one address's share. Disabled while the call runs; a success reloads the shared log and the access
 * log (the mutation's tags) and shows the server's message, a failure only re-enables the button.
 */
export function RevokeButton({ deliveryId, email }: { deliveryId: number; email: string }) {
  const [revoke, { isLoading }] = useRevokeShareMutation();

  const run = async () => {
    const result = await revoke({ delivery_id: deliveryId, email });
    if (result.error) toast.error(shareFailure(result.error));
    else toast.success(result.data.message);
  };

  return (
    <Button
      variant="secondary"
      className="btn--small"
      loading={isLoading}
      aria-label={`${SHARING_TEXTS.revoke} ${email}`}
      onClick={() => void run()}
    >
      {SHARING_TEXTS.revoke}
    </Button>
  );
}
