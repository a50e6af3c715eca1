import { portalFormats, portalMessages } from '@ops/contracts';
import type { RecipientDeliveriesResponse } from '@ops/contracts';
import { useTranslator } from '@/shared/i18n/language-context';

type Summary = RecipientDeliveriesResponse['data'][number];

/** Who shared a delivery, when, and until when; the same facts in the list and on the delivery. */
export function DeliveryFacts({ delivery }: { delivery: Summary }) {
  const { t, date } = useTranslator();
  const facts: [string, string][] = [
    [t(portalMessages.client), delivery.client],
    [t(portalMessages.currentVersion), String(delivery.current_version)],
    [t(portalMessages.sharedBy), delivery.shared_by],
    [t(portalMessages.sharedOn), date(delivery.shared_at)],
  ];
  if (delivery.expires_at)
    facts.push([t(portalMessages.accessEnds), date(delivery.expires_at, { time: true })]);
  if (delivery.download_limit)
    facts.push([
      t(portalMessages.downloadsAllowed),
      t(portalFormats.perVersion, { limit: delivery.download_limit }),
    ]);
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
