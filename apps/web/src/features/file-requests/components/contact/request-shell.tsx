import type { ReactNode } from 'react';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { focusOnMount } from '@/features/file-requests/lib/focus';
import '@/features/file-requests/file-requests.css';

/** The contact's frame, as the recipients' portal looks: a slim bar over one centred column. */
export function RequestShell({ email, children }: { email?: string; children: ReactNode }) {
  return (
    <div className="fr-portal">
      <header className="fr-portal__bar">
        <BrandLogo />
        {email && (
          <p className="fr-portal__email">
            Signed in as <strong data-testid="contact-email">{email}</strong>
          </p>
        )}
      </header>
      <main className="fr-portal__main">{children}</main>
    </div>
  );
}

/** A page's heading, focused as the page appears so keyboard and screen-reader users start there. */
export function PageTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h1 id={id} className="fr-portal__title" tabIndex={-1} ref={focusOnMount}>
      {children}
    </h1>
  );
}
