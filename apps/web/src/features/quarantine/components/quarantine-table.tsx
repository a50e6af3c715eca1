import { SCAN_TEXTS, type QuarantinedFile } from '@ops/contracts';
import { formatDate, formatDateTime } from '@/shared/dates/date-format';
import { QUARANTINE_TEXTS } from '../quarantine-texts';

const when = (iso: string) => formatDateTime(iso, { utc: true });
const day = (iso: string) => formatDate(iso, { utc: true });

/** The quarantined uploads: what, which signature, who and when; no link to the bytes, by design. */
export function QuarantineTable({ files }: { files: QuarantinedFile[] }) {
  if (files.length === 0) {
    return (
      <p className="quarantine__status" role="status">
        {SCAN_TEXTS.quarantineEmpty}
      </p>
    );
  }
  return (
    <div className="quarantine__scroll table-cards-scroll">
      <table className="quarantine__table table-cards">
        <thead>
          <tr>
            {SCAN_TEXTS.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} data-testid="quarantine-row">
              <td className="quarantine__name" data-label={SCAN_TEXTS.columns[0]}>
                {file.file_name}
              </td>
              <td data-label={SCAN_TEXTS.columns[1]}>
                <code>{file.signature}</code>
              </td>
              <td data-label={SCAN_TEXTS.columns[2]}>
                {file.uploaded_by ? `${file.uploaded_by.name || file.uploaded_by.email}` : '—'}
              </td>
              <td data-label={SCAN_TEXTS.columns[3]}>{QUARANTINE_TEXTS.utc(when(file.uploaded_at))}</td>
              <td data-label={SCAN_TEXTS.columns[4]}>{SCAN_TEXTS.sources[file.source]}</td>
              <td data-label={SCAN_TEXTS.columns[5]}>{file.delivery || '—'}</td>
              <td data-label={SCAN_TEXTS.columns[6]}>{day(file.purge_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
