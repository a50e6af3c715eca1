import toast from 'react-hot-toast';
import { INTAKE_MESSAGES } from '@ops/contracts';
import type { IntegrationKey } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useRevokeIntegrationKeyMutation } from '@/features/assignment-intake/api/intake-api';

/** Asks before revoking: a revoked key stops working at once and cannot be restored. */
export function RevokeKeyModal({ target, onClose }: { target: IntegrationKey; onClose: () => void }) {
  const [revoke, { isLoading }] = useRevokeIntegrationKeyMutation();
  const confirm = async () => {
    const result = await revoke(target.id);
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message || INTAKE_MESSAGES.keyRevoked);
    onClose();
  };
  return (
    <Modal
      title="Revoke integration key"
      description={INTAKE_MESSAGES.revokeConfirm(target.name)}
      onClose={onClose}
    >
      <div className="intake-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} loading={isLoading}>
          Revoke
        </Button>
      </div>
    </Modal>
  );
}
