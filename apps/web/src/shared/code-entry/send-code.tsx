import { PORTAL_TEXTS, RECIPIENT_TEXTS } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';

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
  return (
    <div className={className}>
      <Button variant={sent ? 'secondary' : 'primary'} loading={loading} onClick={onSend}>
        {sent ? PORTAL_TEXTS.sendAgain : RECIPIENT_TEXTS.sendCode}
      </Button>
      <p className={sentClassName} role="status">
        {sent && !loading && !error ? sent : ''}
      </p>
      {Boolean(error) && !loading && (
        <p className="field__error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}
