import { useState } from 'react';
import { consoleSays, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import type { ShareEmailResponse } from '@ops/contracts';
import { isApiError } from '../api/base-query';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field-error';
import { Modal } from '../ui/modal';
import { PasswordField } from '../ui/password-field';
import { useValidateSharePasswordMutation } from './share-api';
import { SHARE_TEXTS } from './share-texts';
import './share.css';

interface ShareWarningModalProps {
  warning: ShareEmailResponse;
  /** Called with the kept addresses and the checked password; resolves when the caller is done. */
  onAccept: (emails: string[], password: string) => Promise<void>;
  onClose: () => void;
}

function EmailList({
  title,
  emails,
  onRemove,
}: {
  title: string;
  emails: string[];
  onRemove: (e: string) => void;
}) {
  if (emails.length === 0) return null;
  return (
    <div className="share-warning__group">
      <h3 className="share-warning__heading">{title}</h3>
      <ul className="share-warning__list" aria-label={title}>
        {emails.map((email) => (
          <li key={email}>
            <span>{email}</span>
            <button
              type="button"
              className="share-chip__remove"
              aria-label={SHARE_TEXTS.remove(email)}
              onClick={() => onRemove(email)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The share warning: addresses within and outside the client's organisation, confirmed with a password. */
export function ShareWarningModal({ warning, onAccept, onClose }: ShareWarningModalProps) {
  const [within, setWithin] = useState(warning.emails.within_org);
  const [outside, setOutside] = useState(warning.emails.outside_org);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [listError, setListError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [validate] = useValidateSharePasswordMutation();

  const accept = async () => {
    const emails = [...within, ...outside];
    if (emails.length === 0) {
      setListError(DELIVERY_MESSAGES.noEmailsForSharing);
      return;
    }
    if (!password) {
      setPasswordError(MESSAGES.emptyPassword);
      return;
    }
    setBusy(true);
    const checked = await validate({ password });
    if (checked.error) {
      setBusy(false);
      setPasswordError(isApiError(checked.error) ? checked.error.message : MESSAGES.serverError);
      return;
    }
    await onAccept(emails, password);
    setBusy(false);
  };

  const remove = (email: string) => {
    setWithin((l) => l.filter((e) => e !== email));
    setOutside((l) => l.filter((e) => e !== email));
  };

  return (
    <Modal
      title={SHARE_TEXTS.warning}
      testId="share-warning"
      description={consoleSays(warning.message)}
      onClose={onClose}
    >
      <EmailList title={SHARE_TEXTS.within} emails={within} onRemove={remove} />
      <EmailList title={SHARE_TEXTS.outside} emails={outside} onRemove={remove} />
      <FieldError id="share-warning-emails-error" message={listError} testId="share-warning-emails-error" />
      <PasswordField
        label={SHARE_TEXTS.password}
        name="share_password"
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(e) => {
          setPassword(e.target.value);
          setPasswordError(undefined);
        }}
      />
      <div className="modal__actions share-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {SHARE_TEXTS.cancel}
        </Button>
        <Button loading={busy} onClick={() => void accept()}>
          {SHARE_TEXTS.accept}
        </Button>
      </div>
    </Modal>
  );
}
