import { CLIENT_RATINGS } from '@ops/contracts';
import './ratings.css';

const MAX = CLIENT_RATINGS.length;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={`star${filled ? ' star--filled' : ''}`}
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
    >
      <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8Z" />
    </svg>
  );
}

/** A client's feedback rating, 1 to 5 stars; anything else reads 'Not rated'. */
export function ClientRating({ value }: { value: number | null | undefined }) {
  const rated = CLIENT_RATINGS.find((r) => r === value);
  if (!rated) {
    return (
      <span className="client-rating client-rating--none" data-testid="client-rating">
        Not rated
      </span>
    );
  }
  return (
    <span
      className="client-rating"
      role="img"
      aria-label={`Client rating: ${rated} out of ${MAX}`}
      data-testid="client-rating"
      data-value={rated}
    >
      {CLIENT_RATINGS.map((r) => (
        <Star key={r} filled={r <= rated} />
      ))}
    </span>
  );
}
