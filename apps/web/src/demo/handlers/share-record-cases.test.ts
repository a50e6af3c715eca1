import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import {
  SHARE_RECORD_CASES,
  comparableEntries,
  comparableLog,
  shareCaseRequest,
} from '@ops/contracts/rule-cases';
import { DEMO_PASSWORD, accountByToken, actorName, demoToken } from '../data/accounts';
import { newShareRow } from '../data/activity';
import { DEMO_RECIPIENT } from '../data/recipients';
import { demo } from '../test-kit/delivery-calls';

// The contracts' cases of sharing and requests, through the demo's sharing and portal handlers: the sample
// recipient signs in by the link, and the delivery it opens holds the case's shares and requests.
describe('the demo sharing and requests', () => {
  it.each(SHARE_RECORD_CASES)('$name', async (c) => {
    const { state, call } = demo();
    const w = {
      actor: actorName(state.accounts, accountByToken(demoToken('OU'))!),
      recipient: DEMO_RECIPIENT.email,
      org: 'acme.example.com',
    };
    const verified = await call(API.recipients.verify, {
      method: 'POST',
      json: { token: DEMO_RECIPIENT.linkToken, code: DEMO_RECIPIENT.code },
    });
    const { delivery_id: id, token } = verified.body as { delivery_id: number; token: string };
    const given = c.given?.(w) ?? {};
    state.sharedLogs.set(id, {
      shared: [w.recipient, ...(given.shares ?? [])].map((email) => newShareRow(email, w.actor)),
      requests: (given.requests ?? []).map((email) =>
        newShareRow(email, w.recipient, '2026-11-20T10:00:00Z'),
      ),
    });
    // A call's entries go last in the log as kept (the log calls sort it by date, samples included).
    const before = state.accessLogs.get(id)?.length ?? 0;

    const { path, body, by } = shareCaseRequest(c.call(w), id, DEMO_PASSWORD);
    const session =
      by === 'staff' ? { as: 'OU' as const } : { headers: { authorization: `Bearer ${token}` } };
    const res = await call(path, { method: 'POST', json: body, ...session });
    expect({
      status: res.status,
      message: res.body.message,
      log: comparableEntries((state.accessLogs.get(id) ?? []).slice(before)),
    }).toEqual({ ...c.answer, log: comparableLog(c.log(w)) });
  });
});
