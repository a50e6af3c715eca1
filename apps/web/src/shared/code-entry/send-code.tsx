import { portalMessages } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { useTranslator } from '@/shared/i18n/language-context';

interface SendCodeProps {
  /** The server's answer to the last send, once a code was sent. */
  sent: string | null;
  loading: boolean;
  error: unknown;
  onSend: () => void;
  className: string;
  sentClassName: string;
}

/**
 * The one button that mails a one-time code (a recipient's link, a file request's link): nothing is asked of
 * the server before it is pressed. The page owns the call; this shows its state.
 */
export function SendCode({ sent, loading, error, onSend, className, sentClassName }: SendCodeProps) {
  const { t, text } = useTranslator();
  return (
    <div className={className}>
      <Button variant={sent ? 'secondary' : 'primary'} loading={loading} onClick={onSend}>
        {t(sent ? portalMessages.sendAgain : portalMessages.sendCode)}
      </Button>
      <p className={sentClassName} role="status">
        {sent && !loading && !error ? text(sent) : ''}
      </p>
      {Boolean(error) && !loading && (
        <p className="field__error" role="alert">
          {text(errorMessage(error))}
        </p>
      )}
    </div>
  );
}
