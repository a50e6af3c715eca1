import { OPS_RATINGS } from '@ops/contracts';
import { RATING_TEXTS } from './rating-texts';
import './ratings.css';

type OpsRatingValue = (typeof OPS_RATINGS)[number];

const MOUTH: Record<OpsRatingValue, string> = {
  positive: 'M6.5 11.5c1.9 2.2 5.1 2.2 7 0',
  neutral: 'M6.5 12.5h7',
  negative: 'M6.5 13.5c1.9-2.2 5.1-2.2 7 0',
};

/** The operations team's rating of a delivery: positive, neutral or negative. */
export function OpsRating({ value }: { value: string | null | undefined }) {
  const rating = OPS_RATINGS.find((r) => r === value);
  if (!rating) {
    return (
      <span className="ops-rating ops-rating--none" data-testid="ops-rating">
        {RATING_TEXTS.notRated}
      </span>
    );
  }
  return (
    <span className={`ops-rating ops-rating--${rating}`} data-testid="ops-rating" data-value={rating}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <circle cx="7.2" cy="8" r="1.1" fill="currentColor" />
        <circle cx="12.8" cy="8" r="1.1" fill="currentColor" />
        <path d={MOUTH[rating]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>
        <span className="visually-hidden">{RATING_TEXTS.ops} </span>
        {RATING_TEXTS.opsValues[rating]}
      </span>
    </span>
  );
}
