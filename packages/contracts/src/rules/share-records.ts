// What sharing a delivery and a recipient's requests for colleagues write and answer, stated once for the
// server and the demo: each event's access log entry, the share check's answer, closing one address's row
// (revoke, decline, withdraw), a request for a colleague and a new secure key. The caller reads the facts
// (its database, the demo's state) and maps a refusal to its own error.
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import type { ShareEmailResponse } from '../deliveries/share.js';
import { RECIPIENT_MESSAGES } from '../recipients/recipient-texts.js';
import type { ShareClassification } from './share-rule.js';

/** An access log entry's own part: its type, its line, and the addresses and files its tooltip lists. */
export interface ShareLogEvent {
  type: string;
  logString: string;
  sharedUsers?: string[];
  files?: string[];
}

const event = (type: string, logString: string, sharedUsers: string[]): ShareLogEvent => ({
  type,
  logString,
  sharedUsers,
});

/** The access log's words for the events of sharing a delivery and of the recipients' portal. */
export const SHARE_LOG = {
  shared: (actor: string, email: string, outside: boolean) =>
    event(outside ? 'shared outside' : 'shared', `${actor} shared the delivery with ${email}`, [email]),
  accepted: (actor: string, email: string) =>
    event('accept', `${actor} accepted the request for ${email}`, [email]),
  askedOutside: (actor: string, emails: string[]) =>
    event('share request', `${actor} asked to share the delivery outside the client's organisation`, emails),
  requested: (recipient: string, colleague: string) =>
    event('request', `${recipient} asked for access for ${colleague}`, [colleague]),
  opened: (recipient: string, by: 'code' | 'secure key') =>
    by === 'code'
      ? event('accessed', `${recipient} opened the delivery`, [recipient])
      : event('decrypt', `${recipient} opened the delivery with the secure key`, [recipient]),
  downloaded: (recipient: string, name: string, version: number, files: string[]) => ({
    ...event('download', `${recipient} downloaded ${name} (version ${version})`, [recipient]),
    files,
  }),
  rated: (recipient: string, version: number, rating: number, files: string[]): ShareLogEvent => ({
    type: 'feedback',
    logString: `${recipient} rated version ${version} ${rating} of 5`,
    files,
  }),
} as const;

/**
 * The answer of share-email/ (and of sharing-file/ before it shares) to addresses the share rule classified:
 * 'failed' while any is not an e-mail; 'warning' while any is outside the organisation and the warning is not
 * accepted with a password; else 'success'. With `password` the caller checks it is the caller's own first
 * (a wrong one is the caller's refusal).
 */
export function shareAnswer(
  found: ShareClassification,
  client: string,
  input: { accept_warning: boolean; password?: string },
): { answer: ShareEmailResponse; password?: string } {
  const answer = (status: ShareEmailResponse['status'], message: string) => ({
    answer: { success: status !== 'failed', status, message, emails: found, client },
  });
  if (found.invalid.length) return answer('failed', DELIVERY_MESSAGES.refreshAndRetry);
  if (!found.outside_org.length) return answer('success', DELIVERY_MESSAGES.shareAllowed);
  if (!input.accept_warning || !input.password)
    return answer('warning', DELIVERY_MESSAGES.cannotShareOutside);
  return { ...answer('success', DELIVERY_MESSAGES.shareAllowed), password: input.password };
}

/** What closing one address's row says: staff revoke a share or decline a request; a recipient withdraws. */
const CLOSE_ROW = {
  revoke: {
    missing: DELIVERY_MESSAGES.notSharedWith,
    type: 'share revoke',
    log: (actor: string, email: string) => `${actor} revoked ${email}'s access`,
    done: DELIVERY_MESSAGES.shareRevoked,
  },
  decline: {
    missing: DELIVERY_MESSAGES.noPendingRequest,
    type: 'decline',
    log: (actor: string, email: string) => `${actor} declined the request for ${email}`,
    done: DELIVERY_MESSAGES.requestDeclined,
  },
  withdraw: {
    missing: RECIPIENT_MESSAGES.noOpenRequest,
    type: 'revoke',
    log: (actor: string, email: string) => `${actor} withdrew the request for ${email}`,
    done: RECIPIENT_MESSAGES.requestWithdrawn,
  },
} as const;

export type CloseRowAction = keyof typeof CLOSE_ROW;

/** Closing `email`'s row: refused when there was none (`closed` false), else its log entry and answer. */
export function closeRowOutcome(
  action: CloseRowAction,
  actor: string,
  email: string,
  closed: boolean,
): { refusal: string } | { log: ShareLogEvent; message: string } {
  const rule = CLOSE_ROW[action];
  if (!closed) return { refusal: rule.missing };
  return { log: event(rule.type, rule.log(actor, email), [email]), message: rule.done };
}

/** Requests for colleagues a recipient may have waiting on one delivery. */
export const MAX_OPEN_REQUESTS = 5;

/**
 * A recipient's request that staff share the delivery with a colleague: refused when the colleague has a
 * share already or the recipient has too many requests waiting; a request already open for the colleague
 * (by anyone) stands, and nothing new is recorded (`log` null).
 */
export function colleagueRequestOutcome(
  recipient: string,
  colleague: string,
  facts: { shared: boolean; pending: boolean; openByRecipient: number },
): { refusal: string } | { log: ShareLogEvent | null; message: string } {
  if (facts.shared) return { refusal: RECIPIENT_MESSAGES.alreadyShared };
  const message = RECIPIENT_MESSAGES.requestSent;
  if (facts.pending) return { log: null, message };
  if (facts.openByRecipient >= MAX_OPEN_REQUESTS) return { refusal: RECIPIENT_MESSAGES.tooManyRequests };
  return { log: SHARE_LOG.requested(recipient, colleague), message };
}

/** A new secure key: logged with the addresses it is mailed to (every share in force, with `resend`). */
export function secureKeyOutcome(actor: string, resend: boolean, holders: string[]) {
  const mailedTo = resend ? holders : [];
  return {
    mailedTo,
    log: resend
      ? event('resend_secure_key', `${actor} made a new secure key and e-mailed it`, mailedTo)
      : event('resend_secure_key', `${actor} made a new secure key`, mailedTo),
    message: resend ? DELIVERY_MESSAGES.secureKeySent : DELIVERY_MESSAGES.secureKeyMade,
  };
}

/**
 * Whether a share still opens its delivery at `now` (ms): it has no end, or its end is still to come. The
 * server asks the same in SQL (db/share-in-force.ts); a revoked share has left the shared log, and a request
 * is never a share.
 */
export const shareInForceAt = (share: { expires_at?: string | null }, now: number) =>
  !share.expires_at || Date.parse(share.expires_at) > now;
