import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { STAFF_DIALOG_TEXTS as T, STAFF_TEXTS } from '../lib/staff-texts';

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
    <Modal title={T.deactivateTitle(name)} testId="deactivate-staff" onClose={onCancel}>
      <p className="staff-dialog__text">{T.deactivateText(name)}</p>
      <div className="staff-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {STAFF_TEXTS.cancel}
        </Button>
        <Button loading={busy} onClick={onConfirm}>
          {T.deactivate}
        </Button>
      </div>
    </Modal>
  );
}
