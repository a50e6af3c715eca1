import { PORTAL_TEXTS } from '@ops/contracts';
import type { RecipientDeliveriesResponse } from '@ops/contracts';
import { formatDate, formatDateTime } from '../lib/format';

type Summary = RecipientDeliveriesResponse['data'][number];

/** Who shared a delivery, when, and until when; the same facts in the list and on the delivery. */
export function DeliveryFacts({ delivery }: { delivery: Summary }) {
  const facts: [string, string][] = [
    [PORTAL_TEXTS.client, delivery.client],
    [PORTAL_TEXTS.currentVersion, String(delivery.current_version)],
    [PORTAL_TEXTS.sharedBy, delivery.shared_by],
    [PORTAL_TEXTS.sharedOn, formatDate(delivery.shared_at)],
  ];
  if (delivery.expires_at) facts.push([PORTAL_TEXTS.accessEnds, formatDateTime(delivery.expires_at)]);
  if (delivery.download_limit)
    facts.push([PORTAL_TEXTS.downloadsAllowed, PORTAL_TEXTS.perVersion(delivery.download_limit)]);
  return (
    <dl className="portal-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="portal-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
