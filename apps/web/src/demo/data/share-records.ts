import { SHARE_LOG, closeRowOutcome, colleagueRequestOutcome } from '@ops/contracts';
import type { CloseRowAction, SharedLogEntry } from '@ops/contracts';
import { recordAccess } from './access-records';
import { deliveryClientId, type AuditRecord } from './audit-events';
import { newShareRow } from './activity';
import { ruleAnswer } from './refusal';
import type { DemoState } from './demo-state';
import { clockIso } from './demo-clock';

type SharedLog = { shared: SharedLogEntry[]; requests: SharedLogEntry[] };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const holds = (rows: SharedLogEntry[], email: string) =>
  rows.some((r) => same(r.shared_to_user_email, email));

function logOf(state: DemoState, deliveryId: number): SharedLog {
  const log = state.sharedLogs.get(deliveryId) ?? { shared: [], requests: [] };
  state.sharedLogs.set(deliveryId, log);
  return log;
}

/** Each share's and request's id, as the audit trail names them (the server's row ids), counted per page. */
const rowIds = new WeakMap<SharedLogEntry, number>();
let lastRowId = 1000;
const rowId = (row: SharedLogEntry) => {
  let id = rowIds.get(row);
  if (id === undefined) rowIds.set(row, (id = ++lastRowId));
  return id;
};

/** Each share's downloads per version (the demo's share_downloads). */
const counts = new WeakMap<SharedLogEntry, Map<number, number>>();

/** A share's downloads of one version. */
export const downloadsOf = (share: SharedLogEntry, version: number) => counts.get(share)?.get(version) ?? 0;

/**
 * As the server's countDownload: one more download of the version, answering the version's downloads so
 * far with this one (1: its first), or 0 once the share's limit is reached. The share's `downloads` follows
 * the delivery's current version, as the Users card reads it.
 */
export function countDownload(share: SharedLogEntry, version: number, currentVersion: number) {
  const byVersion = counts.get(share) ?? new Map<number, number>();
  counts.set(share, byVersion);
  const used = byVersion.get(version) ?? 0;
  if (share.download_limit && used >= share.download_limit) return 0;
  byVersion.set(version, used + 1);
  if (version === currentVersion) share.downloads = used + 1;
  return used + 1;
}

/**
 * As the server's recordShares: each address without a share in force gets one and a log entry ('shared'
 * within the client's organisation, 'shared outside' beyond it); a pending request for it is answered
 * ('accept'). Answers the audit trail's events, as the server's recordShares writes them.
 */
export function recordShares(
  state: DemoState,
  deliveryId: number,
  actor: string,
  emails: { within_org: string[]; outside_org: string[] },
  terms: { expiresAt?: Date; downloadLimit?: number } = {},
) {
  const log = logOf(state, deliveryId);
  const expires_at = terms.expiresAt?.toISOString() ?? null;
  const events: AuditRecord[] = [];
  const clientId = deliveryClientId(state, deliveryId);
  for (const email of [...emails.within_org, ...emails.outside_org]) {
    const held = log.shared.find((r) => same(r.shared_to_user_email, email));
    if (held) {
      // Shared again: the share in force takes a new end or limit, and a new limit's counts start afresh.
      if (expires_at) held.expires_at = expires_at;
      if (terms.downloadLimit) {
        held.download_limit = terms.downloadLimit;
        held.downloads = 0;
        counts.delete(held);
      }
      continue;
    }
    const row = {
      ...newShareRow(email, actor),
      expires_at,
      download_limit: terms.downloadLimit ?? null,
      downloads: 0,
    };
    log.shared = [...log.shared, row];
    const outside = emails.outside_org.includes(email);
    recordAccess(state, deliveryId, SHARE_LOG.shared(actor, email, outside));
    const details = { delivery_id: deliveryId };
    events.push({
      action: 'share.created',
      target: ['share', rowId(row)],
      clientId,
      details: { ...details, outside_organisation: outside },
    });
    const answered = log.requests.filter((r) => same(r.shared_to_user_email, email));
    if (!answered.length) continue;
    log.requests = log.requests.filter((r) => !answered.includes(r));
    recordAccess(state, deliveryId, SHARE_LOG.accepted(actor, email));
    for (const request of answered)
      events.push({
        action: 'access_request.answered',
        target: ['share_request', rowId(request)],
        clientId,
        details: { ...details, answer: 'accepted', share_id: rowId(row) },
      });
  }
  return events;
}

/**
 * Closes one address's row by the contracts' rule: staff revoke its share or decline the requests for it;
 * a recipient (the `actor`) withdraws their own request for it. Answers the message (refused without one)
 * and, for staff, the audit trail's events.
 */
export function closeShareRow(
  state: DemoState,
  action: CloseRowAction,
  deliveryId: number,
  actor: string,
  email: string,
) {
  const log = logOf(state, deliveryId);
  const rows = action === 'revoke' ? 'shared' : 'requests';
  const closes = (r: SharedLogEntry) =>
    same(r.shared_to_user_email, email) && (action !== 'withdraw' || r.shared_by === actor);
  const outcome = ruleAnswer(closeRowOutcome(action, actor, email, log[rows].some(closes)));
  const closed = log[rows].filter(closes);
  log[rows] = log[rows].filter((r) => !closes(r));
  recordAccess(state, deliveryId, { ...outcome.log, actor });
  // A recipient's withdrawal is theirs, not staff's: the server's trail has no event for it.
  if (action === 'withdraw') return { message: outcome.message, events: [] };
  const clientId = deliveryClientId(state, deliveryId);
  const events = closed.map((row): AuditRecord =>
    action === 'revoke'
      ? {
          action: 'share.revoked',
          target: ['share', rowId(row)],
          clientId,
          details: { delivery_id: deliveryId },
        }
      : {
          action: 'access_request.answered',
          target: ['share_request', rowId(row)],
          clientId,
          details: { answer: 'declined', delivery_id: deliveryId },
        },
  );
  return { message: outcome.message, events };
}

/** A recipient's request for a colleague, by the contracts' rule; answers the message and whether it was made. */
export function requestColleague(state: DemoState, deliveryId: number, recipient: string, colleague: string) {
  const log = logOf(state, deliveryId);
  const outcome = ruleAnswer(
    colleagueRequestOutcome(recipient, colleague, {
      shared: holds(log.shared, colleague),
      pending: holds(log.requests, colleague),
      openByRecipient: log.requests.filter((r) => r.shared_by === recipient).length,
    }),
  );
  if (outcome.log) {
    log.requests = [...log.requests, newShareRow(colleague, recipient, clockIso(state.clock))];
    recordAccess(state, deliveryId, { ...outcome.log, actor: recipient });
  }
  return { message: outcome.message, requested: Boolean(outcome.log) };
}
