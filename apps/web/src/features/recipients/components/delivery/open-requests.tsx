import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { PORTAL_TEXTS, RECIPIENT_TEXTS } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import type { RecipientDelivery } from '@/features/recipients/api/recipients-api';
import { useWithdrawColleagueRequestMutation } from '@/features/recipients/api/recipients-api';
import { formatDate } from '@/features/recipients/lib/format';

interface OpenRequestsProps {
  deliveryId: number;
  requests: RecipientDelivery['requests'];
  onWithdrawn: (message: string) => void;
}

/** The requests for colleagues still waiting on staff, each of which the recipient can take back. */
export function OpenRequests({ deliveryId, requests, onWithdrawn }: OpenRequestsProps) {
  const [withdraw] = useWithdrawColleagueRequestMutation();
  const [pending, setPending] = useState<string | null>(null);
  if (requests.length === 0) return null;

  const onWithdraw = async (email: string) => {
    setPending(email);
    const result = await withdraw({ delivery_id: deliveryId, email });
    setPending(null);
    if (result.error) toast.error(errorMessage(result.error));
    else onWithdrawn(result.data.message);
  };

  return (
    <div className="portal-requests">
      <h3 className="portal-requests__title" id="open-requests-title">
        {PORTAL_TEXTS.openRequests}
      </h3>
      <ul className="portal-requests__list" aria-labelledby="open-requests-title">
        {requests.map((request) => (
          <li key={request.email} className="portal-requests__item">
            <span className="portal-requests__who">
              {request.email}
              <span className="portal-muted">
                {' '}
                {PORTAL_TEXTS.requestedOn} {formatDate(request.requested_at)}
              </span>
            </span>
            <Button
              variant="secondary"
              loading={pending === request.email}
              aria-label={PORTAL_TEXTS.withdrawRequest(request.email)}
              onClick={() => void onWithdraw(request.email)}
            >
              {RECIPIENT_TEXTS.withdraw}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
