import { useState } from 'react';
import toast from 'react-hot-toast';
import { RETENTION_TEXTS, type RecycleBinEntry } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useBinActionMutation, useGetRecycleBinQuery, type BinAction } from '../api/retention-api';
import { RETENTION_PAGE_TEXTS as T } from '../lib/retention-texts';

const day = (iso: string) => iso.slice(0, 10);

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
        <Spinner /> {T.loading}
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
            <th scope="col">{T.batch}</th>
            <th scope="col">{T.client}</th>
            <th scope="col">{T.why}</th>
            <th scope="col">{T.removed}</th>
            <th scope="col">{T.purgeOn}</th>
            <th scope="col">{T.files}</th>
            <th scope="col">
              <span className="visually-hidden">{T.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.delivery_id} data-testid="bin-row" data-batch={entry.batch_id}>
              <th scope="row">{entry.batch_id}</th>
              <td data-label={T.client}>{entry.client_code}</td>
              <td data-label={T.why}>{T.reasons[entry.reason]}</td>
              <td data-label={T.removed}>{day(entry.removed_at)}</td>
              <td data-label={T.purgeOn}>{day(entry.purge_after)}</td>
              <td data-label={T.files}>{entry.file_count}</td>
              <td className="retention__actions">
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={T.restoreBatch(entry.batch_id)}
                  onClick={() => void run(entry.delivery_id, 'restore')}
                >
                  {RETENTION_TEXTS.restore}
                </Button>
                <Button
                  variant="ghost"
                  disabled={busy}
                  aria-label={T.purgeBatch(entry.batch_id)}
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
        <Modal title={T.purgeTitle(purging.batch_id)} testId="purge" onClose={() => setPurging(null)}>
          <p>{RETENTION_TEXTS.purgeConfirm}</p>
          <div className="retention__dialog-actions">
            <Button variant="secondary" onClick={() => setPurging(null)}>
              {T.cancel}
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
