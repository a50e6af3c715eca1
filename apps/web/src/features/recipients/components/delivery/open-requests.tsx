import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { portalFormats, portalMessages } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import type { RecipientDelivery } from '@/features/recipients/api/recipients-api';
import { useWithdrawColleagueRequestMutation } from '@/features/recipients/api/recipients-api';
import { useTranslator } from '@/shared/i18n/language-context';

interface OpenRequestsProps {
  deliveryId: number;
  requests: RecipientDelivery['requests'];
  onWithdrawn: (message: string) => void;
}

/** The requests for colleagues still waiting on staff, each of which the recipient can take back. */
export function OpenRequests({ deliveryId, requests, onWithdrawn }: OpenRequestsProps) {
  const [withdraw] = useWithdrawColleagueRequestMutation();
  const [pending, setPending] = useState<string | null>(null);
  const { t, text, date } = useTranslator();
  if (requests.length === 0) return null;

  const onWithdraw = async (email: string) => {
    setPending(email);
    const result = await withdraw({ delivery_id: deliveryId, email });
    setPending(null);
    if (result.error) toast.error(text(errorMessage(result.error)));
    else onWithdrawn(result.data.message);
  };

  return (
    <div className="portal-requests">
      <h3 className="portal-requests__title" id="open-requests-title">
        {t(portalMessages.openRequests)}
      </h3>
      <ul className="portal-requests__list" aria-labelledby="open-requests-title">
        {requests.map((request) => (
          <li key={request.email} className="portal-requests__item">
            <span className="portal-requests__who">
              {request.email}
              <span className="portal-muted">
                {' '}
                {t(portalFormats.requestedOn, { date: date(request.requested_at) })}
              </span>
            </span>
            <Button
              variant="secondary"
              loading={pending === request.email}
              aria-label={t(portalFormats.withdrawRequest, { email: request.email })}
              onClick={() => void onWithdraw(request.email)}
            >
              {t(portalMessages.withdraw)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
