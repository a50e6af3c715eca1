import { describe, expect, it } from 'vitest';
import { API, RECIPIENT_MESSAGES } from '@ops/contracts';
import { SHARE_EXPIRY_CASES } from '@ops/contracts/rule-cases';
import { DEMO_RECIPIENT } from '../data/recipients';
import { demo } from '../test-kit/delivery-calls';
import { DEMO_NOW } from '../test-kit/demo-call';

// The contracts' cases of a share's end, through the demo's portal handlers: the sample recipient signs in
// by the link, and the share of the delivery it opens is given the case's end.
describe("the demo portal and a share's end", () => {
  it.each(SHARE_EXPIRY_CASES)('$name', async ({ endsInMs, opens }) => {
    const { state, call } = demo();
    const verified = await call(API.recipients.verify, {
      method: 'POST',
      json: { token: DEMO_RECIPIENT.linkToken, code: DEMO_RECIPIENT.code },
    });
    const { delivery_id: id, token } = verified.body as { delivery_id: number; token: string };
    const share = state.sharedLogs
      .get(id)!
      .shared.find((s) => s.shared_to_user_email.toLowerCase() === DEMO_RECIPIENT.email)!;
    share.expires_at = endsInMs === null ? null : new Date(DEMO_NOW + endsInMs).toISOString();
    const session = { headers: { authorization: `Bearer ${token}` } };

    const list = await call(API.recipients.deliveries, session);
    const listed = (list.body.data as { id: number }[]).map((d) => d.id);
    const detail = await call(API.recipients.delivery(id), session);
    const staffLog = (await call(API.assignments.sharingFile(id), { as: 'OA' })).body.shared_log as {
      shared_to_user_email: string;
    }[];
    expect({
      listed: listed.includes(id),
      status: detail.status,
      inStaffLog: staffLog.some((s) => s.shared_to_user_email === DEMO_RECIPIENT.email),
    }).toEqual({ listed: opens, status: opens ? 200 : 404, inStaffLog: opens });
    if (!opens) expect(detail.body.message).toBe(RECIPIENT_MESSAGES.deliveryNotFound);
  });
});
