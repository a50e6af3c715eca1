import { SERVICE_CATEGORIES, serviceCategoryOf } from '@ops/contracts';
import './icons.css';

/** The category badge of a service (EZW, TR, PD, GD, AV, RA, DP or UNK), named by its title. */
export function ServiceIcon({ service }: { service: string }) {
  const code = serviceCategoryOf(service);
  return (
    <span
      className={`service-icon service-icon--${code.toLowerCase()}`}
      title={`${service} (${SERVICE_CATEGORIES[code]})`}
      aria-label={service}
      role="img"
      data-testid="service-icon"
      data-code={code}
    >
      {code}
    </span>
  );
}
