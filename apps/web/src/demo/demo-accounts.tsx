import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { createHashRouter } from 'react-router';
import { FILE_REQUEST_PAGE, RECIPIENT_PAGE_PATH, USER_TYPES } from '@ops/contracts';
import { DEMO_PASSWORD, demoEmail, FIRST_SIGN_IN_EMAIL } from './data/accounts';
import { DEMO_REQUEST, DEMO_REQUEST_LINK } from './data/file-requests';
import { DEMO_RECIPIENT, DEMO_RECIPIENT_LINK } from './data/recipients';
import { FAILING_WORD } from './data/upload-store';
import './demo.css';

type Router = ReturnType<typeof createHashRouter>;

/** The demo's accounts, one per user type, beside the login page; the recipient's code beside theirs. */
function DemoAccounts({ router }: { router: Router }) {
  const pathname = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.location.pathname,
  );
  if (pathname.startsWith(RECIPIENT_PAGE_PATH)) return <RecipientHint />;
  if (pathname === FILE_REQUEST_PAGE) return <RequestHint />;
  if (pathname !== '/') return null;
  return (
    <aside className="demo-accounts demo-accounts--login" aria-label="Demo accounts">
      <p>
        Demo accounts (password <code>{DEMO_PASSWORD}</code>):
      </p>
      <ul>
        {USER_TYPES.map((type) => (
          <li key={type}>
            <code>{demoEmail(type)}</code> ({type})
          </li>
        ))}
        <li>
          <code>{FIRST_SIGN_IN_EMAIL}</code> (OU, first sign-in: asks for a new password)
        </li>
      </ul>
      <p>
        People at client companies open what is shared with them through a personal link:{' '}
        <a href={DEMO_RECIPIENT_LINK}>open {DEMO_RECIPIENT.email}’s link</a>. Staff ask them for files with a
        file request: <a href={DEMO_REQUEST_LINK}>open the sample request’s link</a>.
      </p>
      <p>
        New Delivery: an upload of a file whose name contains <code>{FAILING_WORD}</code> fails at its first
        part; Redo then finishes it.
      </p>
    </aside>
  );
}

/** The demo cannot e-mail the recipient's one-time code, so it is shown beside the recipients' page. */
function RecipientHint() {
  return (
    <aside className="demo-accounts" aria-label="Demo recipient">
      <p>
        Demo recipient <code>{DEMO_RECIPIENT.email}</code>: the e-mailed code is{' '}
        <code>{DEMO_RECIPIENT.code}</code>. Open <a href={DEMO_RECIPIENT_LINK}>the personal link</a> again to
        start over.
      </p>
    </aside>
  );
}

/** The demo cannot e-mail a file request's one-time code either: it is shown beside the contact's page. */
function RequestHint() {
  return (
    <aside className="demo-accounts" aria-label="Demo file request">
      <p>
        Demo contact <code>{DEMO_REQUEST.email}</code>: the e-mailed code is <code>{DEMO_REQUEST.code}</code>.
      </p>
    </aside>
  );
}

export function mountDemoAccounts(router: Router) {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<DemoAccounts router={router} />);
}
