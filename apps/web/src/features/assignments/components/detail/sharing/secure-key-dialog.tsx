import { useState } from 'react';
import toast from 'react-hot-toast';
import { consoleSays, SHARING_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useRotateSecureKeyMutation } from '@/features/assignments/api/assignments-api';
import { shareFailure } from './share-failure';

/**
 * The 'Copy secure key' dialog (part 1 section 8's modal kind): staff make a new key, optionally e-mailed
 * to everyone the delivery is shared with, and copy it to send by another channel. Keys are stored only as
 * hashes, so a key is shown once, when it is made.
 */
export function SecureKeyDialog({ deliveryId }: { deliveryId: number }) {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [copied, setCopied] = useState(false);
  const [rotate, { isLoading }] = useRotateSecureKeyMutation();

  const make = async (resend: boolean) => {
    const result = await rotate({ delivery_id: deliveryId, resend });
    if (result.error) {
      toast.error(shareFailure(result.error));
      return;
    }
    setKey(result.data.secure_key);
    setMessage(result.data.message);
    setCopied(false);
  };

  const copy = async () => {
    if (!key) return;
    try {
      await navigator.clipboard.writeText(key);
      setCopied(true);
    } catch {
      // Clipboard refused (no permission): the key stays selected in its field for a manual copy.
    }
  };

  const close = () => {
    setOpen(false);
    setKey(null);
    setMessage('');
  };

  return (
    <>
      <Button variant="secondary" className="btn--small" onClick={() => setOpen(true)}>
        {SHARING_TEXTS.secureKey}
      </Button>
      {open && (
        <Modal title={SHARING_TEXTS.copySecureKeyTitle} testId="copy-secure-key" onClose={close}>
          <p className="detail-muted">{SHARING_TEXTS.secureKeyHelp}</p>
          {key && (
            <div className="secure-key">
              <p role="status">{consoleSays(message)}</p>
              <label className="secure-key__field">
                <span className="visually-hidden">{SHARING_TEXTS.secureKey}</span>
                <input readOnly value={key} onFocus={(e) => e.currentTarget.select()} />
              </label>
              <Button className="btn--small" onClick={() => void copy()}>
                {copied ? SHARING_TEXTS.copied : SHARING_TEXTS.copy}
              </Button>
            </div>
          )}
          <div className="modal__actions">
            <Button variant="secondary" loading={isLoading} onClick={() => void make(false)}>
              {SHARING_TEXTS.newKey}
            </Button>
            <Button loading={isLoading} onClick={() => void make(true)}>
              {SHARING_TEXTS.newKeyAndMail}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
