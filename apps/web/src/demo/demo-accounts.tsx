import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { createHashRouter } from 'react-router';
import { USER_TYPES } from '@ops/contracts';
import { DEMO_PASSWORD, demoEmail } from './data/accounts';
import './demo.css';

type Router = ReturnType<typeof createHashRouter>;

/** The demo's accounts, one per user type, beside the login page (and only there). */
function DemoAccounts({ router }: { router: Router }) {
  const onLoginPage = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.location.pathname === '/',
  );
  if (!onLoginPage) return null;
  return (
    <aside className="demo-accounts" aria-label="Demo accounts">
      <p>
        Demo accounts (password <code>{DEMO_PASSWORD}</code>):
      </p>
      <ul>
        {USER_TYPES.map((type) => (
          <li key={type}>
            <code>{demoEmail(type)}</code> ({type})
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function mountDemoAccounts(router: Router) {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<DemoAccounts router={router} />);
}
