import { Navigate, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { MESSAGES } from '@ops/contracts';
import { hasSessionToken } from '@/shared/session/session-storage';
import { useLogout } from '@/shared/session/use-logout';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { Button } from '@/shared/ui/button';
import { TotpSetup } from './totp-setup';
import { TOTP_TEXTS } from '../lib/mfa-texts';
import '../mfa.css';

/**
 * Where an account goes right after its password when an OA requires a second factor it has not set up:
 * its session can call nothing but the enrolment until it has (decision 0020).
 */
export function SecondFactorSetupPage() {
  const navigate = useNavigate();
  const { logout, isLoggingOut } = useLogout();
  if (!hasSessionToken()) return <Navigate to="/" replace />;
  return (
    <main className="mfa-page">
      <div className="mfa-page__card">
        <BrandLogo />
        <h1 className="mfa-page__title">{TOTP_TEXTS.pageTitle}</h1>
        <p className="mfa__text">{TOTP_TEXTS.pageIntro}</p>
        <TotpSetup
          onDone={() => {
            toast.success(MESSAGES.successfullyLoggedIn);
            void navigate('/deliver', { replace: true });
          }}
        />
        <Button variant="ghost" onClick={() => void logout()} loading={isLoggingOut}>
          {TOTP_TEXTS.logout}
        </Button>
      </div>
    </main>
  );
}
