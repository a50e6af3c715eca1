import type { ReactNode } from 'react';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { LOGIN_TEXTS as T } from '../lib/login-texts';
import '../auth.css';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The signed-out frame: a calm brand panel beside a single card (the panel hides on phones). */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <div className="auth">
      <aside className="auth__panel" aria-hidden="true">
        <BrandLogo />
        <div className="auth__panel-copy">
          <p className="auth__panel-kicker">{T.kicker}</p>
          <p className="auth__panel-title">{T.tagline}</p>
          <p className="auth__panel-text">{T.pitch}</p>
        </div>
      </aside>
      <main className="auth__main">
        <div className="auth__card">
          <div className="auth__logo">
            <BrandLogo />
          </div>
          <h1 className="auth__title">{title}</h1>
          {subtitle && <p className="auth__subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
