import type { SecondFactorService } from './second-factor-service.js';

type Status = Awaited<ReturnType<SecondFactorService['status']>>;

export function presentStatus(status: Status) {
  return {
    totp: status.totp,
    passkeys: status.passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      created_at: p.created_at.toISOString(),
      last_used_at: p.last_used_at?.toISOString() ?? null,
    })),
    recovery_codes_left: status.recoveryCodesLeft,
    required: status.required,
  };
}
