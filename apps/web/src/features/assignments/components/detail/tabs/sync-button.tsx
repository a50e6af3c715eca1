import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { MESSAGES, SYNC_MESSAGES } from '@ops/contracts';
import { isApiError } from '@/shared/api/base-query';
import { useAppDispatch } from '@/shared/state/hooks';
import { loaderHidden, loaderShown, notFoundErrorRaised } from '@/shared/state/ui-slice';
import { useSyncDeliveryMutation } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';

/** The server's own text, or 'Failed to sync Data!' when it sent none (the base query's stand-in). */
function failureText(error: unknown) {
  if (!isApiError(error) || error.status === 'BAD_RESPONSE') return SYNC_MESSAGES.failed;
  const message = error.message.trim();
  return message && message !== MESSAGES.serverError ? message : SYNC_MESSAGES.failed;
}

/**
 * Syncs the delivery from the spreadsheet service. The icon rotates and the global loader shows while it
 * runs; the mutation's tags reload the list and the delivery on success.
 */
export function SyncButton({ deliveryId }: { deliveryId: number }) {
  const [syncDelivery] = useSyncDeliveryMutation();
  const dispatch = useAppDispatch();
  const [syncing, setSyncing] = useState(false);

  const sync = async () => {
    setSyncing(true);
    dispatch(loaderShown(SYNC_MESSAGES.loader));
    try {
      const answer = await syncDelivery({ delivery_id: deliveryId }).unwrap();
      if (answer.success) toast.success(answer.message);
      else toast.error(answer.message || SYNC_MESSAGES.failed);
    } catch (error) {
      if (isApiError(error) && error.status === 'FETCH_ERROR') dispatch(notFoundErrorRaised());
      else toast.error(failureText(error));
    } finally {
      dispatch(loaderHidden());
      setSyncing(false);
    }
  };

  return (
    <button
      type="button"
      className={`sync-button${syncing ? ' sync-button--spinning' : ''}`}
      aria-label={D.sync}
      title={D.sync}
      aria-busy={syncing}
      disabled={syncing}
      onClick={() => void sync()}
    >
      <svg className="sync-button__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path
          d="M16 10a6 6 0 0 1-10.5 4M4 10a6 6 0 0 1 10.5-4M14.5 2.5V6H11M5.5 17.5V14H9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
