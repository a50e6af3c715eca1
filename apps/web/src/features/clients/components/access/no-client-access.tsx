import { Link } from 'react-router';
import { CLIENT_MESSAGES } from '@ops/contracts';
import { ACCESS_TEXTS } from '@/features/clients/lib/access-texts';

export function NoClientAccess() {
  return (
    <section className="no-access" data-testid="no-client-access" aria-labelledby="no-access-title">
      <div className="no-access__card">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <rect x="10" y="21" width="28" height="20" rx="4" fill="#ffedd5" stroke="#ea580c" strokeWidth="2" />
          <path d="M16 21v-5a8 8 0 0 1 16 0v5" fill="none" stroke="#ea580c" strokeWidth="2.5" />
        </svg>
        <h1 id="no-access-title" className="no-access__title">
          {CLIENT_MESSAGES.noClientAccess}
        </h1>
        <p className="no-access__text">{ACCESS_TEXTS.who}</p>
        <Link className="btn btn--primary" to="/deliver">
          {ACCESS_TEXTS.toAssignments}
        </Link>
      </div>
    </section>
  );
}
