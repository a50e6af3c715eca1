import { Link, useNavigate } from 'react-router';
import type { FileDetails } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { PHONE_QUERY, useMediaQuery } from '@/shared/hooks/use-media-query';
import { useCanDeliver } from '@/shared/session/use-can-deliver';
import { DeliveryId } from './delivery-id';
import { DetailFields } from './detail-fields';
import { SourceFiles } from './source-files';
import { BackArrowIcon } from '@/shared/ui/back-arrow-icon';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';

/** Back (phone width), source files, the delivery id, Update Delivery (live) and the delivery's fields. */
export function DetailTopBar({ details, scope }: { details: FileDetails; scope: Scope }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();
  const canDeliver = useCanDeliver();
  return (
    <header className="detail-top-bar" data-testid="detail-top-bar">
      <div className="detail-top-bar__row">
        {phone && (
          <button
            type="button"
            className="detail-top-bar__back"
            onClick={() => void navigate(scope === 'live' ? '/deliver' : '/ops-archive')}
          >
            <BackArrowIcon size={16} />
            {D.back}
          </button>
        )}
        <SourceFiles files={details.source_files} canDownload={scope === 'live'} />
        <DeliveryId
          batchId={details.batch_id}
          copyData={details.delivery_copy_data}
          assignmentName={details.assignment_name}
        />
        {scope === 'live' && canDeliver && (
          <Link className="btn btn--secondary btn--small" to={`/update-delivery/${details.id}`}>
            {D.update}
          </Link>
        )}
      </div>
      <DetailFields details={details} scope={scope} />
    </header>
  );
}
