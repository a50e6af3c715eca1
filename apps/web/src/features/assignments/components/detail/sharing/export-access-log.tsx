import toast from 'react-hot-toast';
import { SHARING_TEXTS } from '@ops/contracts';
import { saveFromUrl } from '@/shared/downloads/save-from-url';
import { Button } from '@/shared/ui/button';
import { useExportAccessLogMutation } from '@/features/assignments/api/assignments-api';
import { shareFailure } from './share-failure';

/** Saves the delivery's whole access log as a CSV file. */
export function ExportAccessLog({ deliveryId, batchId }: { deliveryId: number; batchId: string }) {
  const [exportLog, { isLoading }] = useExportAccessLogMutation();

  const run = async () => {
    const result = await exportLog(deliveryId);
    if (result.error) {
      toast.error(shareFailure(result.error));
      return;
    }
    const url = URL.createObjectURL(new Blob([result.data], { type: 'text/csv;charset=utf-8' }));
    saveFromUrl(url, `access-log-${batchId}.csv`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <Button variant="secondary" className="btn--small" loading={isLoading} onClick={() => void run()}>
      {SHARING_TEXTS.exportCsv}
    </Button>
  );
}
