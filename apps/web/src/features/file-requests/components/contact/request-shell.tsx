import type { ReactNode } from 'react';
import { PORTAL_TEXTS } from '@ops/contracts';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { useFocusOnMount } from '@/shared/hooks/use-focus-on-mount';
import '@/features/file-requests/file-requests.css';

/** The contact's frame, as the recipients' portal looks: a slim bar over one centred column. */
export function RequestShell({ email, children }: { email?: string; children: ReactNode }) {
  return (
    <div className="fr-portal">
      <header className="fr-portal__bar">
        <BrandLogo />
        {email && (
          <p className="fr-portal__email">
            {PORTAL_TEXTS.signedInAs} <strong data-testid="contact-email">{email}</strong>
          </p>
        )}
      </header>
      <main className="fr-portal__main">{children}</main>
    </div>
  );
}

/** A page's heading, focused as the page appears so keyboard and screen-reader users start there. */
export function PageTitle({ id, children }: { id: string; children: ReactNode }) {
  const focusOnMount = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h1 id={id} className="fr-portal__title" tabIndex={-1} ref={focusOnMount}>
      {children}
    </h1>
  );
}
