import { DEMO_RECIPIENT, recipientSessionToken } from '@/demo/data/recipients';
import { startRecipientSession } from '@/shared/session/recipient-session';

/** The demo's sample recipient (Kavya Iyer of Acme) and the token of her personal link. */
export const RECIPIENT_EMAIL = DEMO_RECIPIENT.email;
export const LINK_TOKEN = DEMO_RECIPIENT.linkToken;
/** The session token the demo gives the sample recipient for a right code. */
export const RECIPIENT_TOKEN = recipientSessionToken(RECIPIENT_EMAIL);

/**
 * A browser with a recipient session, as after a successful code; `token` may be one the server no longer
 * knows (the demo answers it 401).
 */
export function recipientSignIn(email: string = RECIPIENT_EMAIL, token = recipientSessionToken(email)) {
  startRecipientSession({ token, email, expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString() });
}
