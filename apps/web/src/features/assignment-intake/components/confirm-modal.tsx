import toast from 'react-hot-toast';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { INTAKE_TEXTS } from '../lib/intake-texts';

type Outcome =
  | { data: { message: string }; error?: undefined }
  | { data?: undefined; error: Parameters<typeof errorMessage>[0] };

/** Asks before a step that cannot be undone; runs it, toasts its answer and closes. */
export function ConfirmModal({
  title,
  description,
  confirmLabel,
  fallbackMessage,
  busy,
  run,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  /** Toasted when the answer's own message is empty. */
  fallbackMessage?: string;
  busy: boolean;
  run: () => Promise<Outcome>;
  onClose: () => void;
}) {
  const confirm = async () => {
    const result = await run();
    if (result.data) toast.success(result.data.message || fallbackMessage || '');
    else toast.error(errorMessage(result.error));
    onClose();
  };
  return (
    <Modal title={title} description={description} onClose={onClose}>
      <div className="intake-actions">
        <Button variant="secondary" onClick={onClose}>
          {INTAKE_TEXTS.cancel}
        </Button>
        <Button onClick={confirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
