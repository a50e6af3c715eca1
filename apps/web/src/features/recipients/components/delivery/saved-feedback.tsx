import { CLIENT_RATINGS, PORTAL_TEXTS } from '@ops/contracts';
import { Star } from '@/shared/ui/ratings';

/** What this recipient last sent on a version, as staff now see it. */
export function SavedFeedback({ rating, comment }: { rating: number; comment: string }) {
  return (
    <div className="portal-saved" data-testid="saved-feedback">
      <p className="portal-saved__label">{PORTAL_TEXTS.yourFeedback}</p>
      <span className="portal-saved__stars" role="img" aria-label={PORTAL_TEXTS.yourRating(rating)}>
        {CLIENT_RATINGS.map((r) => (
          <Star key={r} filled={r <= rating} />
        ))}
      </span>
      {comment && <p className="portal-saved__comment">{comment}</p>}
    </div>
  );
}
