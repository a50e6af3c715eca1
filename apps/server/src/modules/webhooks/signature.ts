import { createHmac, randomBytes } from 'node:crypto';
import { webhookSignedContent } from '@ops/contracts';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** A message id, the same on every retry and replay of the event. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** `v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<body>`, keyed by the secret's decoded bytes. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(webhookSignedContent(id, timestampSeconds, body));
  return `v1,${mac.digest('base64')}`;
}
