import type { Scope } from '../../../api/assignments-api';
import { AccessLogsCard } from './access-logs-card';
import { SharedUsersCard } from './shared-users-card';
import './sharing.css';

/** Who the delivery is shared with, and what happened to it. */
export function SharingTab({ scope, deliveryId }: { scope: Scope; deliveryId: number }) {
  return (
    <div className="sharing-tab">
      <SharedUsersCard scope={scope} deliveryId={deliveryId} />
      <AccessLogsCard scope={scope} deliveryId={deliveryId} />
    </div>
  );
}
