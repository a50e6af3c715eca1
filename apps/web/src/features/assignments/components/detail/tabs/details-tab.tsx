import type { FileDetails } from '@ops/contracts';
import { ServiceIcon } from '@/features/assignments/components/icons/service-icon';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { DASH, orDash } from '../format';

/** Batch Information: the batch id, the assignments and the services with their sub-services. */
export function DetailsTab({ details }: { details: FileDetails }) {
  return (
    <section className="detail-card details-tab" aria-labelledby={`batch-${details.id}`}>
      <h3 id={`batch-${details.id}`} className="detail-card__title">
        {D.batchInfo}
      </h3>
      <dl className="batch-info">
        <div>
          <dt>{D.batchId}</dt>
          <dd data-testid="batch-id">{orDash(details.batch_id)}</dd>
        </div>
        <div>
          <dt>{D.assignments}</dt>
          <dd>
            {details.assignments.length === 0 ? (
              DASH
            ) : (
              <ul className="batch-info__list" aria-label={D.assignments}>
                {details.assignments.map((name, index) => (
                  <li key={`${index}-${name}`}>{name}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{D.services}</dt>
          <dd>
            {details.services.length === 0 ? (
              DASH
            ) : (
              <ul className="batch-info__list" aria-label={D.services}>
                {details.services.map((service, index) => (
                  <li
                    key={`${index}-${service.service}`}
                    className="batch-service"
                    data-testid="batch-service"
                  >
                    <span className="batch-service__name">
                      <ServiceIcon service={service.service} />
                      {service.service}
                    </span>
                    <ul className="batch-service__subs">
                      {service.sub_services.map((sub, subIndex) => (
                        <li key={subIndex}>{`${sub.unit_count} ${sub.unit_type} ${sub.sub_service}`}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
