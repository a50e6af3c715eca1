import { Link } from 'react-router';
import { useAppDispatch } from '@/shared/state/hooks';
import { pageFlagsCleared } from '@/shared/state/ui-slice';
import { BrandLogo } from '@/shared/ui/brand-logo';
// A file of its own, not inlined: the login page's JavaScript carries this page, and base64 packs badly.
import notFoundImage from '@/shared/assets/not-found.svg?no-inline';
import { STATUS_TEXTS as T } from '../status-texts';
import '../status.css';

interface NotFoundPageProps {
  /** 'error' is the variant raised by the not-found-error flag inside the signed-in layout. */
  variant?: 'not-found' | 'error';
  /** Inside the signed-in layout the top bar already shows the logo. */
  embedded?: boolean;
}

export function NotFoundPage({ variant = 'not-found', embedded = false }: NotFoundPageProps) {
  const dispatch = useAppDispatch();
  const Body = embedded ? 'section' : 'main';
  return (
    <div className={`status${embedded ? ' status--embedded' : ''}`} data-testid={`status-${variant}`}>
      {!embedded && (
        <header>
          <Link to="/deliver" className="status__logo" onClick={() => dispatch(pageFlagsCleared())}>
            <BrandLogo />
            <span className="visually-hidden">{T.logo}</span>
          </Link>
        </header>
      )}
      <Body className="status__body">
        <img className="status__image" src={notFoundImage} alt="" width={320} height={220} />
        <h1 className="status__title">{variant === 'error' ? T.wrong : T.notFound}</h1>
        <p className="status__text">{variant === 'error' ? T.retry : T.moved}</p>
        <Link to="/deliver" className="btn btn--primary" onClick={() => dispatch(pageFlagsCleared())}>
          {T.back}
        </Link>
      </Body>
    </div>
  );
}
