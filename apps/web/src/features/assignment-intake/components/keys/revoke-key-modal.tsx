import { INTAKE_MESSAGES } from '@ops/contracts';
import type { IntegrationKey } from '@ops/contracts';
import { useRevokeIntegrationKeyMutation } from '@/features/assignment-intake/api/intake-api';
import { KEY_TEXTS } from '@/features/assignment-intake/lib/intake-texts';
import { ConfirmModal } from '../confirm-modal';

/** Asks before revoking: a revoked key stops working at once and cannot be restored. */
export function RevokeKeyModal({ target, onClose }: { target: IntegrationKey; onClose: () => void }) {
  const [revoke, { isLoading }] = useRevokeIntegrationKeyMutation();
  return (
    <ConfirmModal
      title={KEY_TEXTS.revokeTitle}
      description={INTAKE_MESSAGES.revokeConfirm(target.name)}
      confirmLabel={KEY_TEXTS.revoke}
      fallbackMessage={INTAKE_MESSAGES.keyRevoked}
      busy={isLoading}
      run={() => revoke(target.id)}
      onClose={onClose}
    />
  );
}
