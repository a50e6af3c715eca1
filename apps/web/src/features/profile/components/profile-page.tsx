import { useId, useState } from 'react';
import { useGetProfileQuery } from '../../../shared/api/api-slice';
import { errorMessage } from '../../../shared/api/base-query';
import { hasSessionToken } from '../../../shared/session/session-storage';
import { Spinner } from '../../../shared/ui/spinner';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import '../profile.css';

type Tab = 'profile' | 'password';

const TABS: { id: Tab; label: string; hint: string }[] = [
  { id: 'profile', label: 'Profile Information', hint: 'Your name, organisation and contact numbers.' },
  { id: 'password', label: 'Change Password', hint: 'Update the password you sign in with.' },
];

export function ProfilePage() {
  const [tab, setTab] = useState<Tab>('profile');
  const baseId = useId();
  const { data: profile, isLoading, error } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const current = TABS.find((t) => t.id === tab) ?? TABS[0]!;

  return (
    <div className="profile">
      <nav className="profile__sidebar" aria-label="Account settings">
        <p className="profile__sidebar-title">Account settings</p>
        <div role="tablist" aria-orientation="vertical" className="profile__tabs">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`${baseId}-${t.id}-tab`}
              aria-selected={tab === t.id}
              aria-controls={`${baseId}-panel`}
              className="profile__tab"
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </nav>
      <section
        className="profile__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
      >
        <header className="profile__header">
          <h1 className="profile__title">{current.label}</h1>
          <p className="profile__hint">{current.hint}</p>
        </header>
        {tab === 'password' ? (
          <ChangePasswordForm />
        ) : profile ? (
          <ProfileForm key={profile.id} profile={profile} />
        ) : isLoading ? (
          <p className="profile__status" role="status">
            <Spinner className="profile__spinner" /> Loading your profile…
          </p>
        ) : (
          <p className="profile__status" role="alert">
            {error ? errorMessage(error) : 'Profile unavailable.'}
          </p>
        )}
      </section>
    </div>
  );
}
