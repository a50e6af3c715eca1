import { FILE_REQUEST_TEXTS } from '@ops/contracts';
import type { FileRequestStatus } from '@ops/contracts';

const LABELS: Record<FileRequestStatus, string> = {
  open: FILE_REQUEST_TEXTS.statusOpen,
  closed: FILE_REQUEST_TEXTS.statusClosed,
  expired: FILE_REQUEST_TEXTS.statusExpired,
};

export function StatusBadge({ status }: { status: FileRequestStatus }) {
  return (
    <span className={`fr-badge fr-badge--${status}`} data-testid="file-request-status">
      {LABELS[status]}
    </span>
  );
}
