import toast from 'react-hot-toast';
import { auditCsvFileName, utcDay } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { saveFromUrl } from '@/shared/downloads/save-from-url';
import { Button } from '@/shared/ui/button';
import { useExportAuditMutation, type AuditQuery } from '../api/audit-api';
import { AUDIT_TEXTS } from '../lib/audit-texts';

/** Saves every row the filters match (not only this page) as a CSV file. */
export function ExportAuditCsv({ query, disabled }: { query: AuditQuery; disabled: boolean }) {
  const [exportCsv, { isLoading }] = useExportAuditMutation();

  const run = async () => {
    const result = await exportCsv(query);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    // Reading the answer as text drops its byte-order mark; spreadsheets need it to read accents right.
    const text = result.data.startsWith('\uFEFF') ? result.data : `\uFEFF${result.data}`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    saveFromUrl(url, auditCsvFileName(utcDay(Date.now())));
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <Button variant="secondary" loading={isLoading} disabled={disabled} onClick={() => void run()}>
      {AUDIT_TEXTS.exportCsv}
    </Button>
  );
}
