import { SendCode } from '@/shared/code-entry/send-code';
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
    <SendCode
      sent={sent}
      loading={isLoading}
      error={error}
      onSend={send}
      className="portal-code-request"
      sentClassName="portal-sent"
    />
  );
}
