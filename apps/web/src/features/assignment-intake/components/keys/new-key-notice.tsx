import toast from 'react-hot-toast';
import { INTAKE_MESSAGES } from '@ops/contracts';
import type { CreateIntegrationKeyResponse } from '@ops/contracts';
import { Button } from '@/shared/ui/button';

/** The secret of a key just made: shown this once, with a copy button. */
export function NewKeyNotice({
  created,
  onDismiss,
}: {
  created: CreateIntegrationKeyResponse;
  onDismiss: () => void;
}) {
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(created.key);
    } catch {
      toast.error(INTAKE_MESSAGES.copyFailed);
      return;
    }
    toast.success(INTAKE_MESSAGES.keyCopied);
  };

  return (
    <div className="intake-new-key" role="region" aria-label={`New key ${created.data.name}`}>
      <p className="intake-new-key__warning" role="alert">
        {INTAKE_MESSAGES.keyShownOnce}
      </p>
      <code className="intake-new-key__secret" data-testid="new-integration-key">
        {created.key}
      </code>
      <div className="intake-new-key__actions">
        <Button variant="secondary" className="btn--small" onClick={copy}>
          Copy key
        </Button>
        <Button variant="ghost" className="btn--small" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}
