import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { classifyShareEmails } from './share-rule.js';
import { SHARE_RECORD_CASES, comparableLog, type ShareCaseWorld } from './share-record-cases.js';
import { SHARE_EXPIRY_CASES } from './share-expiry-cases.js';
import {
  SHARE_LOG,
  closeRowOutcome,
  colleagueRequestOutcome,
  secureKeyOutcome,
  shareAnswer,
  shareInForceAt,
  type ShareLogEvent,
} from './share-records.js';

const world: ShareCaseWorld = {
  actor: 'Sam Staff',
  recipient: 'rita@acme-cases.test',
  org: 'acme-cases.test',
};
const PASSWORD = 'Right#1234';

type Outcome = { refusal: string } | { log: ShareLogEvent | null; message: string };
const answered = (outcome: Outcome) =>
  'refusal' in outcome
    ? { answer: { status: 400, message: outcome.refusal }, log: [] }
    : { answer: { status: 200, message: outcome.message }, log: outcome.log ? [outcome.log] : [] };

/** A case's call through the rules alone, over the delivery the case describes. */
function byRule(c: (typeof SHARE_RECORD_CASES)[number]) {
  const given = c.given?.(world) ?? {};
  const shares = [world.recipient, ...(given.shares ?? [])];
  const requests = given.requests ?? [];
  const call = c.call(world);
  switch (call.call) {
    case 'share': {
      const found = classifyShareEmails(call.emails, { domains: [world.org], userEmails: [] });
      const password = call.password && (call.password === 'right' ? PASSWORD : 'Wrong#1234');
      const checked = shareAnswer(found, 'CASES', { accept_warning: call.accept_warning ?? false, password });
      if (checked.password && checked.password !== PASSWORD)
        return answered({ refusal: MESSAGES.incorrectPassword });
      const { status, message } = checked.answer;
      if (status === 'warning')
        return answered({ log: SHARE_LOG.askedOutside(world.actor, found.outside_org), message });
      if (status === 'failed') return answered({ log: null, message });
      const log = [...found.within_org, ...found.outside_org]
        .filter((email) => !shares.includes(email))
        .flatMap((email) => [
          SHARE_LOG.shared(world.actor, email, found.outside_org.includes(email)),
          ...(requests.includes(email) ? [SHARE_LOG.accepted(world.actor, email)] : []),
        ]);
      return { answer: { status: 200, message: DELIVERY_MESSAGES.deliveryShared }, log };
    }
    case 'revoke':
      return answered(closeRowOutcome('revoke', world.actor, call.email, shares.includes(call.email)));
    case 'decline':
      return answered(closeRowOutcome('decline', world.actor, call.email, requests.includes(call.email)));
    case 'withdraw':
      return answered(
        closeRowOutcome('withdraw', world.recipient, call.email, requests.includes(call.email)),
      );
    case 'request':
      return answered(
        colleagueRequestOutcome(world.recipient, call.email, {
          shared: shares.includes(call.email),
          pending: requests.includes(call.email),
          openByRecipient: requests.length,
        }),
      );
    case 'secure-key':
      return answered(secureKeyOutcome(world.actor, call.resend, shares));
  }
}

describe('sharing and requests, by the rules', () => {
  it.each(SHARE_RECORD_CASES)('$name', (c) => {
    const { answer, log } = byRule(c);
    expect({ answer, log: comparableLog(log) }).toEqual({
      answer: c.answer,
      log: comparableLog(c.log(world)),
    });
  });
});

describe("a share's end", () => {
  const now = Date.UTC(2026, 10, 20, 12);
  it.each(SHARE_EXPIRY_CASES)('$name', ({ endsInMs, opens }) => {
    const expires_at = endsInMs === null ? null : new Date(now + endsInMs).toISOString();
    expect(shareInForceAt({ expires_at }, now)).toBe(opens);
  });
});
