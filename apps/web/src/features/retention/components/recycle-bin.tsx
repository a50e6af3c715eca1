import { useState } from 'react';
import toast from 'react-hot-toast';
import { RETENTION_TEXTS, type RecycleBinEntry } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useBinActionMutation, useGetRecycleBinQuery, type BinAction } from '../api/retention-api';

const day = (iso: string) => iso.slice(0, 10);
const REASONS: Record<RecycleBinEntry['reason'], string> = {
  retention: 'Retention period',
  erasure: 'Erased on request',
};

export function RecycleBin() {
  const { data: entries, error, isLoading } = useGetRecycleBinQuery();
  const [act, { isLoading: busy }] = useBinActionMutation();
  const [purging, setPurging] = useState<RecycleBinEntry | null>(null);
  const run = async (id: number, action: BinAction) => {
    const result = await act({ id, action });
    setPurging(null);
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
  };
  if (isLoading) {
    return (
      <p role="status">
        <Spinner /> Loading...
      </p>
    );
  }
  if (error || !entries) return <p role="alert">{errorMessage(error)}</p>;
  if (entries.length === 0) return <p data-testid="bin-empty">{RETENTION_TEXTS.binEmpty}</p>;
  return (
    <>
      <table className="retention__table table-cards">
        <thead>
          <tr>
            <th scope="col">Batch</th>
            <th scope="col">Client</th>
            <th scope="col">Why</th>
            <th scope="col">Removed</th>
            <th scope="col">Deleted for good on</th>
            <th scope="col">Files</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.delivery_id} data-testid="bin-row" data-batch={entry.batch_id}>
              <th scope="row">{entry.batch_id}</th>
              <td data-label="Client">{entry.client_code}</td>
              <td data-label="Why">{REASONS[entry.reason]}</td>
              <td data-label="Removed">{day(entry.removed_at)}</td>
              <td data-label="Deleted for good on">{day(entry.purge_after)}</td>
              <td data-label="Files">{entry.file_count}</td>
              <td className="retention__actions">
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`${RETENTION_TEXTS.restore} ${entry.batch_id}`}
                  onClick={() => void run(entry.delivery_id, 'restore')}
                >
                  {RETENTION_TEXTS.restore}
                </Button>
                <Button
                  variant="ghost"
                  disabled={busy}
                  aria-label={`${RETENTION_TEXTS.purgeNow} ${entry.batch_id}`}
                  onClick={() => setPurging(entry)}
                >
                  {RETENTION_TEXTS.purgeNow}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {purging && (
        <Modal
          title={`${RETENTION_TEXTS.purgeNow}: ${purging.batch_id}`}
          testId="purge"
          onClose={() => setPurging(null)}
        >
          <p>{RETENTION_TEXTS.purgeConfirm}</p>
          <div className="retention__dialog-actions">
            <Button variant="secondary" onClick={() => setPurging(null)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void run(purging.delivery_id, 'purge')}>
              {RETENTION_TEXTS.purgeNow}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
