import { Spinner } from './spinner';
import { UI_TEXTS } from './ui-texts';

export function FullPageLoader({ message }: { message?: string | null }) {
  return (
    <div className="page-loader" role="status" aria-live="polite" data-testid="full-page-loader">
      <Spinner className="page-loader__spinner" />
      <p className={message ? 'page-loader__message' : 'visually-hidden'}>{message || UI_TEXTS.loading}</p>
    </div>
  );
}
