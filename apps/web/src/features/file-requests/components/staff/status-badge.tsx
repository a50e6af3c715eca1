import { FILE_REQUEST_TEXTS } from '@ops/contracts';
import type { FileRequestStatus } from '@ops/contracts';

// Read as the badge renders: the texts speak the console's language.
const label = (status: FileRequestStatus) =>
  ({
    open: FILE_REQUEST_TEXTS.statusOpen,
    closed: FILE_REQUEST_TEXTS.statusClosed,
    expired: FILE_REQUEST_TEXTS.statusExpired,
  })[status];

export function StatusBadge({ status }: { status: FileRequestStatus }) {
  return (
    <span className={`fr-badge fr-badge--${status}`} data-testid="file-request-status">
      {label(status)}
    </span>
  );
}
