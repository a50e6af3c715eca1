import { COMMENT_MESSAGES, SYNC_MESSAGES } from '../assignments/comment.js';
import { AUDIT_MESSAGES } from '../audit/audit-list.js';
import { LOG_MESSAGES } from '../assignments/logs.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { INTAKE_MESSAGES } from '../deliveries/intake.js';
import { MFA_MESSAGES } from '../mfa/mfa-texts.js';
import { STAFF_MESSAGES } from '../staff/staff.js';
import { CLIENT_MESSAGES } from './client-messages.js';
import { MESSAGES } from './messages.js';
import { RETENTION_MESSAGES } from '../retention/retention.js';
import { RECIPIENT_MESSAGES } from '../recipients/recipient-texts.js';
import { WEBHOOK_MESSAGES } from '../webhooks/webhooks.js';
import { NOTIFICATION_TEXTS } from '../notifications/notifications.js';
import { SHARE_POLICY_MESSAGES } from '../deliveries/share-policy.js';
import { FILE_REQUEST_MESSAGES } from '../file-requests/file-request-texts.js';
import { COMPLAINT_MESSAGES } from '../feedback/complaint-texts.js';
import { INSIGHT_MESSAGES } from '../insights/insight-texts.js';

const FIXED_TEXTS = new Set<string>();
const TEMPLATES: RegExp[] = [];
const HOLE = '\u0001';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const text of [
  ...Object.values(MESSAGES),
  ...Object.values(CLIENT_MESSAGES),
  ...Object.values(COMMENT_MESSAGES),
  ...Object.values(LOG_MESSAGES),
  ...Object.values(SYNC_MESSAGES),
  ...Object.values(DELIVERY_MESSAGES),
  ...Object.values(INTAKE_MESSAGES),
  ...Object.values(STAFF_MESSAGES),
  ...Object.values(AUDIT_MESSAGES),
  ...Object.values(MFA_MESSAGES),
  ...Object.values(RETENTION_MESSAGES),
  ...Object.values(RECIPIENT_MESSAGES),
  ...Object.values(WEBHOOK_MESSAGES),
  NOTIFICATION_TEXTS.timeZoneRule,
  ...Object.values(SHARE_POLICY_MESSAGES),
  ...Object.values(FILE_REQUEST_MESSAGES),
  ...Object.values(COMPLAINT_MESSAGES),
  ...Object.values(INSIGHT_MESSAGES),
]) {
  if (typeof text === 'string') FIXED_TEXTS.add(text);
  else if (typeof text === 'function') {
    // A message with values (a group number, a file name) is recognised by its fixed parts.
    try {
      const sample = (text as (...args: string[]) => unknown)(HOLE, HOLE);
      if (typeof sample === 'string' && sample.includes(HOLE)) {
        TEMPLATES.push(new RegExp(`^${sample.split(HOLE).map(escapeRegExp).join('[^]+?')}$`));
      }
    } catch {
      // Messages built from lists are thrown by the server itself, never taken from a schema.
    }
  }
}

/** Whether a text is one written for people (rather than a library's default wording). */
export const isUserFacingMessage = (text: string) =>
  FIXED_TEXTS.has(text) || TEMPLATES.some((template) => template.test(text));

/**
 * The one rule for the message of a refused value, at the server (its error handler and its form readers)
 * and in the demo: the schema's message when it is one written for people, else "too long" for a value
 * over its limit, else the generic message (a library's default wording is never the answer).
 */
export function refusalMessage(issue: { code: string; message?: string } | undefined): string {
  if (issue?.message && isUserFacingMessage(issue.message)) return issue.message;
  return issue?.code === 'too_big' ? MESSAGES.tooLong : MESSAGES.invalidRequest;
}
