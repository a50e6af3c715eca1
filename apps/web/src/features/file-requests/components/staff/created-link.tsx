import { useId } from 'react';
import { consoleSays, FILE_REQUEST_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { copyText } from '@/shared/ui/copy-text';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';

/** The request's link, shown this once (only its hash is stored), with a copy button. */
export function CreatedLink({
  link,
  message,
  onDone,
}: {
  link: string;
  message: string;
  onDone: () => void;
}) {
  const inputId = useId();
  const copy = () => copyText(link, { copied: FR_TEXTS.copied, failed: FR_TEXTS.copyFailed });

  return (
    <div className="fr-created" data-testid="file-request-created">
      <p className="fr-created__message" role="status">
        {consoleSays(message)}
      </p>
      <p className="fr-created__warning">{FILE_REQUEST_TEXTS.linkOnce}</p>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {FR_TEXTS.linkLabel}
        </label>
        <input
          id={inputId}
          className="field__input fr-created__link"
          readOnly
          value={link}
          data-testid="file-request-link"
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="fr-modal__actions">
        <Button variant="secondary" onClick={copy}>
          {FILE_REQUEST_TEXTS.copyLink}
        </Button>
        <Button onClick={onDone}>{FR_TEXTS.done}</Button>
      </div>
    </div>
  );
}
