import { portalMessages } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useTranslator } from '@/shared/i18n/language-context';

export function Loading() {
  const { t } = useTranslator();
  return (
    <p className="portal-loading" role="status">
      <Spinner className="portal-loading__spinner" />
      {t(portalMessages.loading)}
    </p>
  );
}

/** A failed read other than the session's end: the server's message and another try. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t, text } = useTranslator();
  return (
    <div className="portal-problem" role="alert">
      <p>{text(message)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t(portalMessages.retry)}
      </Button>
    </div>
  );
}
