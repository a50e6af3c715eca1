import { lazy, Suspense } from 'react';
import { DigestSettingsSection } from '../features/navigation';
import { ProfilePage } from '../features/profile';
import { TAB_TEXTS } from './profile-tab-texts';

// The second factor's screens (and the QR code) load only when the tab is opened (decision 0020).
const SecondFactorSection = lazy(() =>
  import('../features/mfa').then((m) => ({ default: m.SecondFactorSection })),
);

/** The profile page with the tabs other features add (features do not import each other; the app composes). */
export function ProfilePageWithTabs() {
  const secondFactor = {
    id: 'second-factor',
    label: TAB_TEXTS.twoStep,
    hint: TAB_TEXTS.twoStepHint,
    content: (
      <Suspense fallback={null}>
        <SecondFactorSection />
      </Suspense>
    ),
  };
  const notifications = {
    id: 'notifications',
    label: TAB_TEXTS.notifications,
    hint: TAB_TEXTS.notificationsHint,
    content: <DigestSettingsSection />,
  };
  return <ProfilePage extraTabs={[secondFactor, notifications]} />;
}
