import type { SsoError } from '@ops/contracts';

/** A single sign-on that ends on the login page with the message for `reason`. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoError,
    /** The provider's address for the person, when known: written to the audit trail, never shown. */
    readonly email = '',
    options?: { cause?: unknown },
  ) {
    super(`single sign-on refused: ${reason}`, options);
    this.name = 'SsoRefusal';
  }
}
