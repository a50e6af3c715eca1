import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'Operations Console';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The 30-second step a code belongs to, when it is right for `now` or one step either side (clocks of phones
 * drift); undefined when it is wrong. The step lets the caller refuse a code used before.
 */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}
