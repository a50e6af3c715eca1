import { SHARE_LOG, closeRowOutcome, colleagueRequestOutcome } from '@ops/contracts';
import type { CloseRowAction, SharedLogEntry } from '@ops/contracts';
import { recordAccess } from './access-records';
import { newShareRow } from './activity';
import { ruleAnswer } from './refusal';
import type { DemoState } from './demo-state';

type SharedLog = { shared: SharedLogEntry[]; requests: SharedLogEntry[] };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const holds = (rows: SharedLogEntry[], email: string) =>
  rows.some((r) => same(r.shared_to_user_email, email));

function logOf(state: DemoState, deliveryId: number): SharedLog {
  const log = state.sharedLogs.get(deliveryId) ?? { shared: [], requests: [] };
  state.sharedLogs.set(deliveryId, log);
  return log;
}

/**
 * As the server's recordShares: each address without a share in force gets one and a log entry ('shared'
 * within the client's organisation, 'shared outside' beyond it); a pending request for it is answered
 * ('accept').
 */
export function recordShares(
  state: DemoState,
  deliveryId: number,
  actor: string,
  emails: { within_org: string[]; outside_org: string[] },
) {
  const log = logOf(state, deliveryId);
  for (const email of [...emails.within_org, ...emails.outside_org]) {
    if (holds(log.shared, email)) continue;
    log.shared = [...log.shared, newShareRow(email, actor)];
    recordAccess(
      state.accessLogs,
      deliveryId,
      SHARE_LOG.shared(actor, email, emails.outside_org.includes(email)),
    );
    if (!holds(log.requests, email)) continue;
    log.requests = log.requests.filter((r) => !same(r.shared_to_user_email, email));
    recordAccess(state.accessLogs, deliveryId, SHARE_LOG.accepted(actor, email));
  }
}

/**
 * Closes one address's row by the contracts' rule: staff revoke its share or decline the requests for it;
 * a recipient (the `actor`) withdraws their own request for it. Answers the message; refused without one.
 */
export function closeShareRow(
  state: DemoState,
  action: CloseRowAction,
  deliveryId: number,
  actor: string,
  email: string,
): string {
  const log = logOf(state, deliveryId);
  const rows = action === 'revoke' ? 'shared' : 'requests';
  const closes = (r: SharedLogEntry) =>
    same(r.shared_to_user_email, email) && (action !== 'withdraw' || r.shared_by === actor);
  const outcome = ruleAnswer(closeRowOutcome(action, actor, email, log[rows].some(closes)));
  log[rows] = log[rows].filter((r) => !closes(r));
  recordAccess(state.accessLogs, deliveryId, outcome.log);
  return outcome.message;
}

/** A recipient's request for a colleague, by the contracts' rule; answers the message. */
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
    log.requests = [...log.requests, newShareRow(colleague, recipient, new Date().toISOString())];
    recordAccess(state.accessLogs, deliveryId, outcome.log);
  }
  return outcome.message;
}
