import type { ReactNode } from 'react';
import { portalMessages } from '@ops/contracts';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { Button } from '@/shared/ui/button';
import { DemoDataNotice } from '@/shared/ui/demo-data-notice';
import { useTranslator } from '@/shared/i18n/language-context';
import { useSignOut } from '../hooks/use-sign-out';
import { LanguageMenu } from './language-menu';
import '../recipients.css';

function Account({ email }: { email: string }) {
  const { t } = useTranslator();
  const { signOut, signingOut } = useSignOut();
  return (
    <div className="portal__account">
      <p className="portal__email">
        <span className="portal__email-label">{t(portalMessages.signedInAs)}</span>{' '}
        <strong data-testid="recipient-email">{email}</strong>
      </p>
      <Button variant="secondary" className="portal__sign-out" loading={signingOut} onClick={signOut}>
        {t(portalMessages.signOut)}
      </Button>
    </div>
  );
}

interface PortalShellProps {
  /** The signed-in address; without it the bar shows only the logo and the language. */
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
        <div className="portal__tools">
          <LanguageMenu />
          {email && <Account email={email} />}
        </div>
      </header>
      {email && <DemoDataNotice />}
      <main className={`portal__main portal__main--${width}`}>{children}</main>
    </div>
  );
}
