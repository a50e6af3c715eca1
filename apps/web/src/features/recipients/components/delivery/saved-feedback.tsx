import { CLIENT_RATINGS, portalFormats, portalMessages } from '@ops/contracts';
import { Star } from '@/shared/ui/ratings';
import { useTranslator } from '@/shared/i18n/language-context';

/** What this recipient last sent on a version, as staff now see it. */
export function SavedFeedback({ rating, comment }: { rating: number; comment: string }) {
  const { t } = useTranslator();
  return (
    <div className="portal-saved" data-testid="saved-feedback">
      <p className="portal-saved__label">{t(portalMessages.yourFeedback)}</p>
      <span className="portal-saved__stars" role="img" aria-label={t(portalFormats.yourRating, { rating })}>
        {CLIENT_RATINGS.map((r) => (
          <Star key={r} filled={r <= rating} />
        ))}
      </span>
      {comment && <p className="portal-saved__comment">{comment}</p>}
    </div>
  );
}
