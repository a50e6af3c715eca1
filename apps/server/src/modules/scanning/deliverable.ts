import { SCAN_MESSAGES, type ScanStatus } from '@ops/contracts';
import { badRequest } from '@/lib/app-error.js';

interface ScannedUpload {
  file_name: string;
  scan_status: ScanStatus;
  scan_signature: string | null;
}

/** The optional scan fields of the upload answers: the status, and for an infected file its message. */
/** An unscanned file (scanning off, or warn while clamd is away) tells nothing: the spec's answer, as before scanning. */
export const scanStatusOf = (row: ScannedUpload) =>
  row.scan_status === 'unscanned'
    ? {}
    : {
        scan_status: row.scan_status,
        ...(row.scan_status === 'infected'
          ? { scan_message: SCAN_MESSAGES.infected(row.file_name, row.scan_signature ?? '') }
          : {}),
      };

/** A deliver naming a file still scanned or found infected is refused with what stands in its way. */
export function assertDeliverable(row: ScannedUpload) {
  if (row.scan_status === 'pending') throw badRequest(SCAN_MESSAGES.scanning(row.file_name));
  if (row.scan_status === 'infected')
    throw badRequest(SCAN_MESSAGES.infected(row.file_name, row.scan_signature ?? ''));
}
