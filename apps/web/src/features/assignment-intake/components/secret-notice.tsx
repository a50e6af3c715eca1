import { Button } from '@/shared/ui/button';
import { copyText } from '@/shared/ui/copy-text';
import { INTAKE_TEXTS } from '../lib/intake-texts';

/** A secret just made (a key, a signing secret): shown this once, with a copy button. */
export function SecretNotice({
  label,
  warning,
  secret,
  testId,
  copyLabel,
  copied,
  copyFailed,
  onDismiss,
}: {
  label: string;
  warning: string;
  secret: string;
  testId: string;
  copyLabel: string;
  copied: string;
  copyFailed: string;
  onDismiss: () => void;
}) {
  const copy = () => copyText(secret, { copied, failed: copyFailed });

  return (
    <div className="intake-new-key" role="region" aria-label={label}>
      <p className="intake-new-key__warning" role="alert">
        {warning}
      </p>
      <code className="intake-new-key__secret" data-testid={testId}>
        {secret}
      </code>
      <div className="intake-new-key__actions">
        <Button variant="secondary" className="btn--small" onClick={copy}>
          {copyLabel}
        </Button>
        <Button variant="ghost" className="btn--small" onClick={onDismiss}>
          {INTAKE_TEXTS.done}
        </Button>
      </div>
    </div>
  );
}
