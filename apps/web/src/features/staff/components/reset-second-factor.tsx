import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useResetSecondFactorMutation } from '../api/staff-api';
import { STAFF_DIALOG_TEXTS as T, STAFF_TEXTS } from '../lib/staff-texts';

/** An OA removes a colleague's second factors (a lost phone); the colleague is mailed and signed out. */
export function ResetSecondFactorButton({ id, name }: { id: number; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const [reset, { isLoading }] = useResetSecondFactorMutation();
  const confirm = async () => {
    const result = await reset(id);
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
    setConfirming(false);
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={T.resetLabel(name)}>
        {T.resetButton}
      </Button>
      {confirming && (
        <Modal title={T.resetTitle(name)} testId="reset-second-factor" onClose={() => setConfirming(false)}>
          <p className="staff-dialog__text">{T.resetText}</p>
          <div className="staff-dialog__actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {STAFF_TEXTS.cancel}
            </Button>
            <Button loading={isLoading} onClick={() => void confirm()}>
              {T.reset}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
