import type { ReactNode } from 'react';
import { PORTAL_TEXTS, RECIPIENT_TEXTS } from '@ops/contracts';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { Button } from '@/shared/ui/button';
import { DemoDataNotice } from '@/shared/ui/demo-data-notice';
import { useSignOut } from '../hooks/use-sign-out';
import '../recipients.css';

function Account({ email }: { email: string }) {
  const { signOut, signingOut } = useSignOut();
  return (
    <div className="portal__account">
      <p className="portal__email">
        <span className="portal__email-label">{PORTAL_TEXTS.signedInAs}</span>{' '}
        <strong data-testid="recipient-email">{email}</strong>
      </p>
      <Button variant="secondary" className="portal__sign-out" loading={signingOut} onClick={signOut}>
        {RECIPIENT_TEXTS.signOut}
      </Button>
    </div>
  );
}

interface PortalShellProps {
  /** The signed-in address; without it the bar shows only the logo. */
  email?: string;
  /** 'narrow' centres a single card (the link and notice pages). */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The recipients' frame: a slim bar (no staff navigation) over the page. */
export function PortalShell({ email, width = 'wide', children }: PortalShellProps) {
  return (
    <div className="portal">
      <header className="portal__bar">
        <BrandLogo />
        {email && <Account email={email} />}
      </header>
      {email && <DemoDataNotice />}
      <main className={`portal__main portal__main--${width}`}>{children}</main>
    </div>
  );
}
