import { API } from '../api-paths.js';
import { MESSAGES } from './messages.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { RECIPIENT_MESSAGES } from '../recipients/recipient-texts.js';
import type { ShareLogEvent } from './share-records.js';

/** Who a case runs with: the staff member acting, the signed-in recipient and the client's domain. */
export interface ShareCaseWorld {
  actor: string;
  recipient: string;
  org: string;
}

/** One call of a case: staff share, revoke, decline or make a secure key; the recipient asks or withdraws. */
export type ShareCaseCall =
  | { call: 'share'; emails: string[]; accept_warning?: boolean; password?: 'right' | 'wrong' }
  | { call: 'revoke' | 'decline' | 'request' | 'withdraw'; email: string }
  | { call: 'secure-key'; resend: boolean };

const OUTSIDE = 'partner@elsewhere-cases.test';
const ok = (message: string) => ({ status: 200, message });
const refused = (message: string) => ({ status: 400, message });
const none = () => [];
const entry = (type: string, logString: string, sharedUsers: string[]): ShareLogEvent => ({
  type,
  logString,
  sharedUsers,
});

/**
 * Sharing a delivery and a recipient's requests (rules/share-records.ts). Each case starts from a delivery
 * shared with the recipient, and with the `given` addresses, and with the recipient's open requests for the
 * `given` colleagues; it makes one call, and states the answer and the access log entries the call adds.
 * The rule's own test, the server's routes and the demo's handlers run every case (the addresses of an
 * entry's tooltip compared in any order: the server reads the shares of a secure key unordered).
 */
export const SHARE_RECORD_CASES: readonly {
  name: string;
  given?: (w: ShareCaseWorld) => { shares?: string[]; requests?: string[] };
  call: (w: ShareCaseWorld) => ShareCaseCall;
  answer: { status: number; message: string };
  log: (w: ShareCaseWorld) => ShareLogEvent[];
}[] = [
  {
    name: 'a share within the organisation is logged as shared',
    call: (w) => ({ call: 'share', emails: [`lead@${w.org}`] }),
    answer: ok(DELIVERY_MESSAGES.deliveryShared),
    log: (w) => [entry('shared', `${w.actor} shared the delivery with lead@${w.org}`, [`lead@${w.org}`])],
  },
  {
    name: 'an address already shared with is not shared or logged again',
    given: (w) => ({ shares: [`held@${w.org}`] }),
    call: (w) => ({ call: 'share', emails: [`HELD@${w.org}`] }),
    answer: ok(DELIVERY_MESSAGES.deliveryShared),
    log: none,
  },
  {
    name: 'an address that is not an e-mail fails the share, which logs nothing',
    call: (w) => ({ call: 'share', emails: ['not an address', `lead@${w.org}`] }),
    answer: ok(DELIVERY_MESSAGES.refreshAndRetry),
    log: none,
  },
  {
    name: 'an address outside the organisation waits for the warning, logged as a share request',
    call: () => ({ call: 'share', emails: [OUTSIDE] }),
    answer: ok(DELIVERY_MESSAGES.cannotShareOutside),
    log: (w) => [
      entry('share request', `${w.actor} asked to share the delivery outside the client's organisation`, [
        OUTSIDE,
      ]),
    ],
  },
  {
    name: 'the warning accepted with a wrong password is refused and logs nothing',
    call: () => ({ call: 'share', emails: [OUTSIDE], accept_warning: true, password: 'wrong' }),
    answer: refused(MESSAGES.incorrectPassword),
    log: none,
  },
  {
    name: 'the warning accepted with the password shares outside the organisation',
    call: () => ({ call: 'share', emails: [OUTSIDE], accept_warning: true, password: 'right' }),
    answer: ok(DELIVERY_MESSAGES.deliveryShared),
    log: (w) => [entry('shared outside', `${w.actor} shared the delivery with ${OUTSIDE}`, [OUTSIDE])],
  },
  {
    name: 'sharing with a colleague the recipient asked for accepts the request',
    given: (w) => ({ requests: [`kim@${w.org}`] }),
    call: (w) => ({ call: 'share', emails: [`kim@${w.org}`] }),
    answer: ok(DELIVERY_MESSAGES.deliveryShared),
    log: (w) => [
      entry('shared', `${w.actor} shared the delivery with kim@${w.org}`, [`kim@${w.org}`]),
      entry('accept', `${w.actor} accepted the request for kim@${w.org}`, [`kim@${w.org}`]),
    ],
  },
  {
    name: 'revoke ends a share',
    given: (w) => ({ shares: [`held@${w.org}`] }),
    call: (w) => ({ call: 'revoke', email: `held@${w.org}` }),
    answer: ok(DELIVERY_MESSAGES.shareRevoked),
    log: (w) => [entry('share revoke', `${w.actor} revoked held@${w.org}'s access`, [`held@${w.org}`])],
  },
  {
    name: 'revoking an address without a share is refused',
    call: (w) => ({ call: 'revoke', email: `nobody@${w.org}` }),
    answer: refused(DELIVERY_MESSAGES.notSharedWith),
    log: none,
  },
  {
    name: 'decline turns down a request',
    given: (w) => ({ requests: [`kim@${w.org}`] }),
    call: (w) => ({ call: 'decline', email: `kim@${w.org}` }),
    answer: ok(DELIVERY_MESSAGES.requestDeclined),
    log: (w) => [entry('decline', `${w.actor} declined the request for kim@${w.org}`, [`kim@${w.org}`])],
  },
  {
    name: 'declining an address without a request is refused',
    given: (w) => ({ shares: [`held@${w.org}`] }),
    call: (w) => ({ call: 'decline', email: `held@${w.org}` }),
    answer: refused(DELIVERY_MESSAGES.noPendingRequest),
    log: none,
  },
  {
    name: 'a new secure key e-mailed goes to every share in force, requests not',
    given: (w) => ({ shares: [`held@${w.org}`], requests: [`kim@${w.org}`] }),
    call: () => ({ call: 'secure-key', resend: true }),
    answer: ok(DELIVERY_MESSAGES.secureKeySent),
    log: (w) => [
      entry('resend_secure_key', `${w.actor} made a new secure key and e-mailed it`, [
        w.recipient,
        `held@${w.org}`,
      ]),
    ],
  },
  {
    name: 'a new secure key not e-mailed names no one',
    given: (w) => ({ shares: [`held@${w.org}`] }),
    call: () => ({ call: 'secure-key', resend: false }),
    answer: ok(DELIVERY_MESSAGES.secureKeyMade),
    log: (w) => [entry('resend_secure_key', `${w.actor} made a new secure key`, [])],
  },
  {
    name: 'a recipient asks for access for a colleague',
    call: (w) => ({ call: 'request', email: `kim@${w.org}` }),
    answer: ok(RECIPIENT_MESSAGES.requestSent),
    log: (w) => [entry('request', `${w.recipient} asked for access for kim@${w.org}`, [`kim@${w.org}`])],
  },
  {
    name: 'asking for an address already shared with is refused',
    given: (w) => ({ shares: [`held@${w.org}`] }),
    call: (w) => ({ call: 'request', email: `held@${w.org}` }),
    answer: refused(RECIPIENT_MESSAGES.alreadyShared),
    log: none,
  },
  {
    name: 'asking again for a colleague already asked for records nothing new',
    given: (w) => ({ requests: [`kim@${w.org}`] }),
    call: (w) => ({ call: 'request', email: `kim@${w.org}` }),
    answer: ok(RECIPIENT_MESSAGES.requestSent),
    log: none,
  },
  {
    name: 'a sixth open request of one recipient is refused',
    given: (w) => ({ requests: [1, 2, 3, 4, 5].map((n) => `colleague${n}@${w.org}`) }),
    call: (w) => ({ call: 'request', email: `colleague6@${w.org}` }),
    answer: refused(RECIPIENT_MESSAGES.tooManyRequests),
    log: none,
  },
  {
    name: 'the recipient withdraws an open request',
    given: (w) => ({ requests: [`kim@${w.org}`] }),
    call: (w) => ({ call: 'withdraw', email: `kim@${w.org}` }),
    answer: ok(RECIPIENT_MESSAGES.requestWithdrawn),
    log: (w) => [entry('revoke', `${w.recipient} withdrew the request for kim@${w.org}`, [`kim@${w.org}`])],
  },
  {
    name: 'withdrawing without an open request is refused',
    call: (w) => ({ call: 'withdraw', email: `kim@${w.org}` }),
    answer: refused(RECIPIENT_MESSAGES.noOpenRequest),
    log: none,
  },
];

/** Log entries as a case states them, the tooltip's addresses in one order: what the runners compare. */
export const comparableLog = (log: readonly ShareLogEvent[]) =>
  log.map((e) => ({ type: e.type, logString: e.logString, sharedUsers: [...(e.sharedUsers ?? [])].sort() }));

/** An access log's entries, as the server's and the demo's log calls answer them, as a case states them. */
export const comparableEntries = (
  entries: readonly { type: string; access_log_string: string; tooltip: { shared_users: string[] } }[],
) =>
  comparableLog(
    entries.map((e) => ({
      type: e.type,
      logString: e.access_log_string,
      sharedUsers: e.tooltip.shared_users,
    })),
  );

const CALL_PATHS = {
  share: API.assignments.shareFile,
  revoke: API.assignments.revokeShare,
  decline: API.assignments.declineShareRequest,
  'secure-key': API.assignments.secureKey,
  request: API.recipients.requestAccess,
  withdraw: API.recipients.withdrawRequest,
} as const;

/**
 * A case's call as the runners send it: its path, its JSON body, and whose session sends it (staff's, or the
 * signed-in recipient's). `password` is the staff member's own.
 */
export function shareCaseRequest(step: ShareCaseCall, deliveryId: number, password: string) {
  const { call, ...rest } = step;
  const body =
    step.call === 'share'
      ? {
          emails: step.emails,
          accept_warning: step.accept_warning ?? false,
          password: step.password && (step.password === 'right' ? password : 'Wrong#1234'),
        }
      : rest;
  const by = call === 'request' || call === 'withdraw' ? 'recipient' : 'staff';
  return { path: CALL_PATHS[call], body: { delivery_id: deliveryId, ...body }, by } as const;
}
