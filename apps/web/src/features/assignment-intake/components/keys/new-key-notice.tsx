import { INTAKE_MESSAGES } from '@ops/contracts';
import type { CreateIntegrationKeyResponse } from '@ops/contracts';
import { KEY_TEXTS } from '@/features/assignment-intake/lib/intake-texts';
import { SecretNotice } from '../secret-notice';

/** The secret of a key just made: shown this once, with a copy button. */
export function NewKeyNotice({
  created,
  onDismiss,
}: {
  created: CreateIntegrationKeyResponse;
  onDismiss: () => void;
}) {
  return (
    <SecretNotice
      label={KEY_TEXTS.newKey(created.data.name)}
      warning={INTAKE_MESSAGES.keyShownOnce}
      secret={created.key}
      testId="new-integration-key"
      copyLabel={KEY_TEXTS.copy}
      copied={INTAKE_MESSAGES.keyCopied}
      copyFailed={INTAKE_MESSAGES.copyFailed}
      onDismiss={onDismiss}
    />
  );
}
