import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MFA_MESSAGES } from '@ops/contracts';
import type { Config } from '@/config.js';
import { badRequest, conflict, unauthorized } from '@/lib/app-error.js';
import type { Clock } from '@/lib/clock.js';
import type { ChallengeRepository } from './challenge-repository.js';
import type { FactorRepository } from './factor-repository.js';

const CHALLENGE_MINUTES = 5;

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: the relying party is the console's PUBLIC_URL (its
 * host is the RP ID, its origin the only one accepted). No attestation is asked for: any authenticator
 * the browser offers will do, as for a TOTP app.
 */
export function createPasskeys(deps: {
  config: Config;
  clock: Clock;
  factors: FactorRepository;
  challenges: ChallengeRepository;
}) {
  const { factors, challenges, clock } = deps;
  const publicUrl = new URL(deps.config.PUBLIC_URL);
  const rpID = publicUrl.hostname;
  const origin = publicUrl.origin;
  const transportsOf = (list: string[]) => list as AuthenticatorTransport[];

  return {
    async registrationOptions(user: { id: number; email: string; first_name: string }) {
      const existing = await factors.listPasskeys(user.id);
      const options = await generateRegistrationOptions({
        rpName: 'Operations Console',
        rpID,
        userName: user.email,
        userDisplayName: user.first_name || user.email,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credential_id,
          transports: transportsOf(p.transports),
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      const expiresAt = new Date(clock.now().getTime() + CHALLENGE_MINUTES * 60_000);
      await factors.saveRegistrationChallenge(user.id, options.challenge, expiresAt);
      return options;
    },

    async register(userId: number, name: string, response: unknown) {
      const challenge = await factors.takeRegistrationChallenge(userId, clock.now());
      if (!challenge) throw badRequest(MFA_MESSAGES.passkeyNotStarted);
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!result?.verified) throw badRequest(MFA_MESSAGES.passkeyRefused);
      const { credential } = result.registrationInfo;
      if (await factors.findPasskey(credential.id)) throw conflict(MFA_MESSAGES.passkeyRefused);
      await factors.addPasskey({
        user_id: userId,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: name || 'Passkey',
      });
    },

    /** The WebAuthn challenge of a sign-in's second step, kept with its mfa_token. */
    async loginOptions(mfaToken: string) {
      const challenge = await challenges.findLive(mfaToken, clock.now());
      if (!challenge) throw unauthorized(MFA_MESSAGES.mfaTokenExpired);
      const passkeys = await factors.listPasskeys(challenge.user_id);
      if (passkeys.length === 0) throw badRequest(MFA_MESSAGES.passkeyUnknown);
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: passkeys.map((p) => ({
          id: p.credential_id,
          transports: transportsOf(p.transports),
        })),
        userVerification: 'preferred',
      });
      await challenges.setWebauthnChallenge(challenge.id, options.challenge);
      return options;
    },

    /** Throws the refusal the user sees; the caller spends the mfa_token once this passes. */
    async verifyLogin(userId: number, expectedChallenge: string | null, response: { id: string }) {
      if (!expectedChallenge) throw unauthorized(MFA_MESSAGES.passkeyNotStarted);
      const passkey = await factors.findPasskey(response.id);
      if (!passkey || passkey.user_id !== userId) throw unauthorized(MFA_MESSAGES.passkeyUnknown);
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
          counter: passkey.counter,
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!result?.verified) throw unauthorized(MFA_MESSAGES.passkeyRefused);
      await factors.usePasskey(passkey.id, result.authenticationInfo.newCounter, clock.now());
    },
  };
}
