import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, webhookSignedContent } from '@ops/contracts';

/** `v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<body>`, keyed by the secret's decoded bytes. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(webhookSignedContent(id, timestampSeconds, body));
  return `v1,${mac.digest('base64')}`;
}
