import { useState } from 'react';
import toast from 'react-hot-toast';
import { RETENTION_TEXTS, type FileDetails } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { canManageRetention } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useEraseDeliveryFilesMutation } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';

/**
 * Above the HISTORY cards: the notice once the stored files are gone (decision 0023), otherwise, for an
 * operations admin, the Erase files button with its confirmation.
 */
export function FilesRemoved({ details }: { details: FileDetails }) {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const [confirming, setConfirming] = useState(false);
  const [erase, { isLoading }] = useEraseDeliveryFilesMutation();
  if (details.files_removed) {
    return (
      <p className="history-tab__removed" role="status" data-testid="files-removed">
        {details.files_removed}
      </p>
    );
  }
  if (!canManageRetention(profile?.user_type)) return null;
  const confirm = async () => {
    const result = await erase(details.id);
    setConfirming(false);
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
  };
  return (
    <div className="history-tab__erase">
      <Button variant="secondary" className="btn--small" onClick={() => setConfirming(true)}>
        {RETENTION_TEXTS.eraseFiles}
      </Button>
      {confirming && (
        <Modal
          title={`${RETENTION_TEXTS.eraseFiles}?`}
          testId="erase-files"
          onClose={() => setConfirming(false)}
        >
          <p>{RETENTION_TEXTS.eraseFilesConfirm}</p>
          <div className="history-tab__erase-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {D.cancel}
            </Button>
            <Button loading={isLoading} onClick={() => void confirm()}>
              {RETENTION_TEXTS.eraseFiles}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
