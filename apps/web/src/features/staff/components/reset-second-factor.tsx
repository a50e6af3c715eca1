import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useResetSecondFactorMutation } from '../api/staff-api';

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
      <Button
        variant="ghost"
        onClick={() => setConfirming(true)}
        aria-label={`Reset second factor of ${name}`}
      >
        Reset second factor
      </Button>
      {confirming && (
        <Modal
          title={`Reset the second factor of ${name}?`}
          testId="reset-second-factor"
          onClose={() => setConfirming(false)}
        >
          <p className="staff-dialog__text">
            Their authenticator app, passkeys and recovery codes stop working and they are signed out
            everywhere. They sign in with their password and set up a new second factor. They are told by
            e-mail.
          </p>
          <div className="staff-dialog__actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={isLoading} onClick={() => void confirm()}>
              Reset
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
