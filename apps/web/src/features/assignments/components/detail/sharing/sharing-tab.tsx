import type { FileDetails } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { AccessLogsCard } from './access-logs-card';
import { SharedUsersCard } from './shared-users-card';
import './sharing.css';

/** Who the delivery is shared with, and what happened to it; the live view also shares and revokes. */
export function SharingTab({ scope, details }: { scope: Scope; details: FileDetails }) {
  return (
    <div className="sharing-tab">
      <SharedUsersCard scope={scope} details={details} />
      <AccessLogsCard scope={scope} deliveryId={details.id} batchId={details.batch_id} />
    </div>
  );
}
