import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';

export function DeactivateDialog({
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={`Deactivate ${name}?`} testId="deactivate-staff" onClose={onCancel}>
      <p className="staff-dialog__text">
        {name} is signed out everywhere at once and cannot sign in or reset the password until the account is
        reactivated. Their deliveries, comments and shares stay as they are.
      </p>
      <div className="staff-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={busy} onClick={onConfirm}>
          Deactivate
        </Button>
      </div>
    </Modal>
  );
}
