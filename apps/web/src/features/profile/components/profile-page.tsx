import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Spinner } from '@/shared/ui/spinner';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { PROFILE_TEXTS } from '../lib/profile-texts';
import '../profile.css';

/** A tab another feature adds, given by the route table (features do not import each other). */
export interface ExtraTab {
  id: string;
  label: string;
  hint: string;
  content: ReactNode;
}

// Made as the page renders: the texts speak the console's language.
const tabsOf = (): { id: string; label: string; hint: string; content?: ReactNode }[] => [
  { id: 'profile', label: PROFILE_TEXTS.profileTab, hint: PROFILE_TEXTS.profileHint },
  { id: 'password', label: PROFILE_TEXTS.passwordTab, hint: PROFILE_TEXTS.passwordHint },
];

export function ProfilePage({ extraTabs = [] }: { extraTabs?: ExtraTab[] }) {
  const [tab, setTab] = useState('profile');
  const baseId = useId();
  const { data: profile, isLoading, error } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const tabs = [...tabsOf(), ...extraTabs];
  const current = tabs.find((t) => t.id === tab) ?? tabs[0]!;

  return (
    <div className="profile">
      <nav className="profile__sidebar" aria-label={PROFILE_TEXTS.settings}>
        <p className="profile__sidebar-title">{PROFILE_TEXTS.settings}</p>
        <div role="tablist" aria-orientation="vertical" className="profile__tabs">
          {tabs.map((t) => (
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
        {current.content ? (
          current.content
        ) : tab === 'password' ? (
          <ChangePasswordForm />
        ) : profile ? (
          <ProfileForm key={profile.id} profile={profile} />
        ) : isLoading ? (
          <p className="profile__status" role="status">
            <Spinner className="profile__spinner" /> {PROFILE_TEXTS.loading}
          </p>
        ) : (
          <p className="profile__status" role="alert">
            {error ? errorMessage(error) : PROFILE_TEXTS.unavailable}
          </p>
        )}
      </section>
    </div>
  );
}
