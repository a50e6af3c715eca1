import { personName, type QuarantinedFile } from '@ops/contracts';
import type { QuarantineListRow } from './quarantine-reader.js';

export const presentQuarantined = ({ file, uploader }: QuarantineListRow): QuarantinedFile => ({
  id: file.id,
  file_name: file.file_name,
  signature: file.signature,
  source: file.source,
  uploaded_by: uploader
    ? {
        id: uploader.id,
        name: personName(uploader),
        email: uploader.email,
      }
    : null,
  uploaded_at: file.uploaded_at.toISOString(),
  delivery: file.delivery,
  quarantined_at: file.quarantined_at.toISOString(),
  purge_after: file.purge_after.toISOString(),
});
