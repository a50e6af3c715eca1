import { PORTAL_TEXTS, RECIPIENT_TEXTS } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { useRequestRecipientCodeMutation } from '@/features/recipients/api/recipients-api';

interface CodeRequestProps {
  token: string;
  sent: string | null;
  onSent: (message: string) => void;
}

/** The one button that mails a code: nothing is asked of the server before it is pressed. */
export function CodeRequest({ token, sent, onSent }: CodeRequestProps) {
  const [requestCode, { isLoading, error }] = useRequestRecipientCodeMutation();

  const send = async () => {
    const result = await requestCode({ token });
    if (!result.error) onSent(result.data.message);
  };

  return (
    <div className="portal-code-request">
      <Button variant={sent ? 'secondary' : 'primary'} loading={isLoading} onClick={send}>
        {sent ? PORTAL_TEXTS.sendAgain : RECIPIENT_TEXTS.sendCode}
      </Button>
      <p className="portal-sent" role="status">
        {sent && !isLoading && !error ? sent : ''}
      </p>
      {error && !isLoading && (
        <p className="field__error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}
