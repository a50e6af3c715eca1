import type { FileDetails } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { FeedbackArea } from '../comments/feedback-area';
import { ComplaintsCard } from '../complaints/complaints-card';
import { DeliveryNotes } from './delivery-notes';
import { fileKey } from './use-file-selection';
import type { FileSelection } from './use-file-selection';
import { VersionFiles } from './version-files';
import { newestFirst } from './versions';

/** The names of the checked files, sent with a comment. */
function checkedNames(details: FileDetails, selection: FileSelection) {
  const names = details.target_versions.flatMap((version) =>
    version.files
      .filter((_, index) => selection.keys.has(fileKey(version.version, index)))
      .map((file) => file.name.trim())
      .filter(Boolean),
  );
  return [...new Set(names)];
}

/**
 * The recipients' complaints first, since the open ones wait for an answer; per version its notes and files;
 * then the feedback (comments) of the delivery.
 */
export function DeliveryTab({
  details,
  scope,
  selection,
}: {
  details: FileDetails;
  scope: Scope;
  selection: FileSelection;
}) {
  const live = scope === 'live';
  return (
    <div className="delivery-tab">
      <ComplaintsCard deliveryId={details.id} />
      {newestFirst(details).map((version) => (
        <section
          key={version.version}
          className="detail-card version-section"
          aria-labelledby={`version-${details.id}-${version.version}`}
          data-testid="version-section"
        >
          <h3 id={`version-${details.id}-${version.version}`} className="detail-card__title">
            {D.version(version.version)}
          </h3>
          <DeliveryNotes version={version} withFeedback />
          <VersionFiles version={version} live={live} selection={selection} />
        </section>
      ))}
      <FeedbackArea scope={scope} deliveryId={details.id} filenames={checkedNames(details, selection)} />
    </div>
  );
}
