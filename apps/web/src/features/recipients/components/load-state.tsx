import { PORTAL_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';

export function Loading() {
  return (
    <p className="portal-loading" role="status">
      <Spinner className="portal-loading__spinner" />
      {PORTAL_TEXTS.loading}
    </p>
  );
}

/** A failed read other than the session's end: the server's message and another try. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="portal-problem" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {PORTAL_TEXTS.retry}
      </Button>
    </div>
  );
}
