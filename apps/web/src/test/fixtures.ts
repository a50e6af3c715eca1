import type { Profile } from '@ops/contracts';
import { startSession } from '../shared/session/session-storage';

export const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.{"sub":7}.sig';

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    profile_id: 'P-0007',
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@example.com',
    organization: 'Acme',
    phone_number_ext: '+44',
    phone_number: '2079460000',
    whatsapp_number_ext: '',
    whatsapp_number: '',
    image: null,
    user_type: 'OA',
    is_verified: true,
    ...overrides,
  };
}

export const profileReply = (overrides: Partial<Profile> = {}) => ({
  body: { success: true, data: profileFixture(overrides) },
});

/** A signed-in browser: an encrypted token in session storage (and local storage when persisted). */
export function signIn({ verified = true, persist = false, token = ACCESS_TOKEN } = {}) {
  startSession({ token, isVerified: verified, persist });
}
