import { isEmail } from '@ops/contracts';
import type { Clock } from '@/lib/clock.js';
import { hashPassword } from '@/lib/password-hash.js';
import { newSecretToken } from '@/lib/secret-token.js';
import type { UserRepository, UserRow } from '../users/index.js';
import type { ProviderClaims } from './identity-provider.js';
import { SsoRefusal } from './sso-refusal.js';
import type { SsoSettings } from './sso-settings.js';

const nameClaim = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 60) : '');

/** A password hash no one knows: the account signs in through the provider (or sets one by reset link). */
const unknowablePasswordHash = () => hashPassword(newSecretToken().token);

/**
 * Finds the staff account of a provider sign-in by its verified e-mail address. An address the provider has
 * not verified matches nothing (anyone could type one in at some providers); an unknown one creates an
 * account only when OIDC_CREATE_ACCOUNTS names a type; a deactivated account is refused.
 */
export function createSsoAccounts(deps: { users: UserRepository; clock: Clock; settings: SsoSettings }) {
  const { users, clock, settings } = deps;

  async function create(
    email: string,
    claims: ProviderClaims,
    userType: NonNullable<SsoSettings['createAs']>,
  ) {
    try {
      return await users.insert({
        email,
        user_type: userType,
        first_name: nameClaim(claims.given_name),
        last_name: nameClaim(claims.family_name),
        password_hash: await unknowablePasswordHash(),
        is_verified: true,
      });
    } catch (error) {
      // Two first sign-ins of the same person at once: the other one created it.
      const existing = await users.findByEmail(email);
      if (existing) return existing;
      throw error;
    }
  }

  return {
    async accountFor(claims: ProviderClaims): Promise<UserRow> {
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!isEmail(email)) throw new SsoRefusal('unverified_email');
      if (claims.email_verified !== true) throw new SsoRefusal('unverified_email', email);
      const user = await users.findByEmail(email);
      if (!user) {
        if (!settings.createAs) throw new SsoRefusal('unknown_account', email);
        return create(email, claims, settings.createAs);
      }
      if (user.deactivated_at) throw new SsoRefusal('deactivated', email);
      if (!user.is_verified) {
        // An invited account still on a temporary password that someone else chose: the provider has proven
        // the address (as the reset link does), and that temporary password stops working.
        await users.setPassword(user.id, await unknowablePasswordHash(), true, clock.now());
        return { ...user, is_verified: true };
      }
      return user;
    },
  };
}
