import { lazy, Suspense } from 'react';
import { DigestSettingsSection } from '../features/navigation';
import { ProfilePage } from '../features/profile';

// The second factor's screens (and the QR code) load only when the tab is opened (decision 0020).
const SecondFactorSection = lazy(() =>
  import('../features/mfa').then((m) => ({ default: m.SecondFactorSection })),
);

const SECOND_FACTOR_TAB = {
  id: 'second-factor',
  label: 'Two-step sign-in',
  hint: 'A code from your phone or a passkey after your password, so a stolen password is not enough.',
  content: (
    <Suspense fallback={null}>
      <SecondFactorSection />
    </Suspense>
  ),
};

const NOTIFICATIONS_TAB = {
  id: 'notifications',
  label: 'Notifications',
  hint: 'A daily e-mail summary of what you have not read in the bell.',
  content: <DigestSettingsSection />,
};

/** The profile page with the tabs other features add (features do not import each other; the app composes). */
export function ProfilePageWithTabs() {
  return <ProfilePage extraTabs={[SECOND_FACTOR_TAB, NOTIFICATIONS_TAB]} />;
}
