import { API } from '@ops/contracts';
import {
  SHARE_RECORD_CASES,
  comparableEntries,
  comparableLog,
  shareCaseRequest,
} from '@ops/contracts/rule-cases';
import { describe, expect, it } from 'vitest';
import { buildDelivery } from '@/test/delivery-factories.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';
import { staffName } from '../users/index.js';

const { ctx, api, staffShare, signInRecipient } = useRecipientWorld();
let seq = 0;

const accessLog = async (id: number) =>
  comparableEntries(
    (await api().get(`${API.assignments.accessLog(id)}?sort=ascending&page_size=500`, ctx.token)).json().data,
  );

// The contracts' cases of sharing and requests, through the staff's sharing routes and the recipients'
// portal: each on a new delivery, shared with a recipient signed in by the mailed link and code.
describe('sharing and requests at the routes', () => {
  it.each(SHARE_RECORD_CASES)('$name', async (c) => {
    const { delivery } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const w = {
      actor: staffName(ctx.w.ops.user),
      recipient: `recipient${++seq}@${ctx.w.client.domain}`,
      org: ctx.w.client.domain,
    };
    const { session } = await signInRecipient(delivery.id, w.recipient);
    const given = c.given?.(w) ?? {};
    if (given.shares) await staffShare(delivery.id, given.shares);
    for (const email of given.requests ?? [])
      await api().post(API.recipients.requestAccess, { delivery_id: delivery.id, email }, session);
    const before = (await accessLog(delivery.id)).length;

    const { path, body, by } = shareCaseRequest(c.call(w), delivery.id, ctx.w.ops.password);
    const res = await api().post(path, body, by === 'staff' ? ctx.token : session);
    expect({
      status: res.statusCode,
      message: res.json().message,
      log: (await accessLog(delivery.id)).slice(before),
    }).toEqual({ ...c.answer, log: comparableLog(c.log(w)) });
  });
});
