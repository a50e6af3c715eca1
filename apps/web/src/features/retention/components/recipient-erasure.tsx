import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  consoleSays,
  RECIPIENT_ERASURE_LABELS,
  recipientErasureRequestSchema,
  RETENTION_TEXTS,
  type RecipientErasureCounts,
} from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { TextField } from '@/shared/ui/text-field';
import { useEraseRecipientMutation, usePreviewRecipientErasureMutation } from '../api/retention-api';
import { RETENTION_PAGE_TEXTS as T } from '../lib/retention-texts';

/** The OA types the address, sees what would be erased, then confirms. */
export function RecipientErasure() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<{ email: string; counts: RecipientErasureCounts } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [load, { isLoading: loading }] = usePreviewRecipientErasureMutation();
  const [erase, { isLoading: erasing }] = useEraseRecipientMutation();

  const show = async () => {
    const parsed = recipientErasureRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const result = await load(parsed.data.email);
    if (result.error) toast.error(errorMessage(result.error));
    else setPreview({ email: parsed.data.email, counts: result.data });
  };
  const confirm = async () => {
    if (!preview) return;
    const result = await erase(preview.email);
    setConfirming(false);
    if (result.error) return toast.error(errorMessage(result.error));
    toast.success(T.erased(consoleSays(result.data.message), result.data.pseudonym));
    setPreview(null);
    setEmail('');
  };
  const nothing = preview && Object.values(preview.counts).every((n) => n === 0);

  return (
    <div className="retention__erasure">
      <form
        className="retention__erasure-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void show();
        }}
      >
        <TextField
          label={T.email}
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setPreview(null);
          }}
        />
        <Button type="submit" variant="secondary" loading={loading}>
          {RETENTION_TEXTS.preview}
        </Button>
      </form>
      {preview && (
        <div data-testid="erasure-preview">
          {nothing ? (
            <p>{T.nothing}</p>
          ) : (
            <>
              <ul className="retention__counts">
                {(Object.keys(RECIPIENT_ERASURE_LABELS) as (keyof RecipientErasureCounts)[]).map((key) => (
                  <li key={key}>
                    {RECIPIENT_ERASURE_LABELS[key]}: <strong>{preview.counts[key] ?? 0}</strong>
                  </li>
                ))}
              </ul>
              <Button onClick={() => setConfirming(true)}>{RETENTION_TEXTS.erase}</Button>
            </>
          )}
        </div>
      )}
      {confirming && preview && (
        <Modal
          title={T.eraseTitle(preview.email)}
          testId="erase-recipient"
          onClose={() => setConfirming(false)}
        >
          <p>{RETENTION_TEXTS.eraseConfirm}</p>
          <div className="retention__dialog-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {T.cancel}
            </Button>
            <Button loading={erasing} onClick={() => void confirm()}>
              {RETENTION_TEXTS.erase}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
