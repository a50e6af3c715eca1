import { DELIVERY_MESSAGES } from '@ops/contracts';
import type { SharedLogEntry } from '@ops/contracts';
import { recordAccess } from './access-records';
import { newShareRow } from './activity';
import { refuse } from './refusal';
import type { DemoState } from './demo-state';

type SharedLog = { shared: SharedLogEntry[]; requests: SharedLogEntry[] };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function logOf(state: DemoState, deliveryId: number): SharedLog {
  const log = state.sharedLogs.get(deliveryId) ?? { shared: [], requests: [] };
  state.sharedLogs.set(deliveryId, log);
  return log;
}

/**
 * As the server's recordShares: each address without a share in force gets one and a log entry ('shared'
 * within the client's organisation, 'shared outside' beyond it); a pending request for it is answered ('accept').
 */
export function recordShares(
  state: DemoState,
  deliveryId: number,
  actor: string,
  emails: { within_org: string[]; outside_org: string[] },
) {
  const log = logOf(state, deliveryId);
  const outside = new Set(emails.outside_org);
  for (const email of [...emails.within_org, ...emails.outside_org]) {
    if (log.shared.some((s) => same(s.shared_to_user_email, email))) continue;
    log.shared = [...log.shared, newShareRow(email, actor)];
    recordAccess(state.accessLogs, deliveryId, {
      type: outside.has(email) ? 'shared outside' : 'shared',
      text: `${actor} shared the delivery with ${email}`,
      sharedUsers: [email],
    });
    if (log.requests.some((r) => same(r.shared_to_user_email, email))) {
      log.requests = log.requests.filter((r) => !same(r.shared_to_user_email, email));
      recordAccess(state.accessLogs, deliveryId, {
        type: 'accept',
        text: `${actor} accepted the request for ${email}`,
        sharedUsers: [email],
      });
    }
  }
}

/** What closing one address's row does: which rows, the refusal when there is none, the log and the answer. */
const CLOSE_ROW = {
  revoke: {
    rows: 'shared',
    missing: DELIVERY_MESSAGES.notSharedWith,
    type: 'share revoke',
    log: (actor: string, email: string) => `${actor} revoked ${email}'s access`,
    done: DELIVERY_MESSAGES.shareRevoked,
  },
  decline: {
    rows: 'requests',
    missing: DELIVERY_MESSAGES.noPendingRequest,
    type: 'decline',
    log: (actor: string, email: string) => `${actor} declined the request for ${email}`,
    done: DELIVERY_MESSAGES.requestDeclined,
  },
} as const;

/** Revoke ends an address's share; decline turns down a request for it (the answer's message). An address without one is refused. */
export function closeShareRow(
  state: DemoState,
  action: keyof typeof CLOSE_ROW,
  deliveryId: number,
  actor: string,
  email: string,
): string {
  const rule = CLOSE_ROW[action];
  const log = logOf(state, deliveryId);
  const rows = log[rule.rows];
  if (!rows.some((r) => same(r.shared_to_user_email, email))) refuse(400, rule.missing);
  log[rule.rows] = rows.filter((r) => !same(r.shared_to_user_email, email));
  recordAccess(state.accessLogs, deliveryId, {
    type: rule.type,
    text: rule.log(actor, email),
    sharedUsers: [email],
  });
  return rule.done;
}
