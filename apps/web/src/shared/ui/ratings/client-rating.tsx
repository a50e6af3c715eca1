import { CLIENT_RATINGS } from '@ops/contracts';
import { Star } from './star';
import { RATING_TEXTS } from './rating-texts';
import './ratings.css';

const MAX = CLIENT_RATINGS.length;

/** A client's feedback rating, 1 to 5 stars; anything else reads 'Not rated'. */
export function ClientRating({ value }: { value: number | null | undefined }) {
  const rated = CLIENT_RATINGS.find((r) => r === value);
  if (!rated) {
    return (
      <span className="client-rating client-rating--none" data-testid="client-rating">
        {RATING_TEXTS.notRated}
      </span>
    );
  }
  return (
    <span
      className="client-rating"
      role="img"
      aria-label={RATING_TEXTS.client(rated, MAX)}
      data-testid="client-rating"
      data-value={rated}
    >
      {CLIENT_RATINGS.map((r) => (
        <Star key={r} filled={r <= rated} />
      ))}
    </span>
  );
}
