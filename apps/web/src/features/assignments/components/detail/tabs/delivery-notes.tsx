import type { TargetVersion } from '@ops/contracts';
import { ClientRating } from '@/shared/ui/ratings';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { DASH, fileLabel } from '../format';

/** A version's delivery notes: the files they concern as '@name', then the text; optionally the rating. */
export function DeliveryNotes({ version, withFeedback }: { version: TargetVersion; withFeedback: boolean }) {
  return (
    <div className="delivery-notes" data-testid="delivery-notes">
      <div className="delivery-notes__head">
        <h4 className="detail-subtitle">{D.notes}</h4>
        {withFeedback && (
          <span className="delivery-notes__feedback">
            <span className="delivery-notes__feedback-label">{D.overall}</span>
            <ClientRating value={version.overall_feedback} />
          </span>
        )}
      </div>
      {version.delivery_notes.length === 0 ? (
        <p className="detail-muted">{DASH}</p>
      ) : (
        <ul className="delivery-notes__list">
          {version.delivery_notes.map((note, index) => (
            <li key={index} className="delivery-notes__note">
              {note.files.length > 0 && (
                <span className="delivery-notes__files">
                  {note.files.map((name) => `@${fileLabel(name)}`).join(' ')}
                </span>
              )}
              <p className="delivery-notes__text">{note.notes}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
