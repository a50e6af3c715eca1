import { API, SHARE_POLICY_MESSAGES } from '@ops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDelivery } from '@/test/delivery-factories.js';
import { useDeliveryWorld } from '@/test/deliver-kit.js';

// Share policies (issue 24, decision 0038): set per client by an operations admin, applied to every share.
const ctx = useDeliveryWorld();
let deliveryId: number;
beforeAll(async () => {
  deliveryId = (await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id }))
    .delivery.id;
});

const policyPath = () => API.sharePolicy.byClient(ctx.w.client.id);
const setPolicy = (body: Record<string, unknown>) => ctx.w.api.put(policyPath(), body, ctx.w.admin.token);
const share = (body: Record<string, unknown>) =>
  ctx.w.api.post(API.assignments.shareFile, { delivery_id: String(deliveryId), ...body }, ctx.token);
const DAY = 86_400_000;

describe('share policies', () => {
  it('are open until set, and refuse days outside 1 to 3,650 or a default past the maximum', async () => {
    expect((await ctx.w.api.get(API.sharePolicy.byDelivery(deliveryId), ctx.token)).json().data).toEqual({
      default_days: null,
      max_days: null,
      outside_allowed: true,
    });
    for (const [body, message] of [
      [{ default_days: 0, max_days: null, outside_allowed: true }, SHARE_POLICY_MESSAGES.daysRule],
      [{ default_days: 40, max_days: 30, outside_allowed: true }, SHARE_POLICY_MESSAGES.defaultOverMax],
    ] as const) {
      const res = await setPolicy(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await ctx.w.api.put(policyPath(), { default_days: 7, max_days: 30, outside_allowed: true }, ctx.token))
        .statusCode,
    ).toBe(403);
  });

  it('give a share the default end, refuse one past the maximum, and refuse outside addresses when closed', async () => {
    const saved = await setPolicy({ default_days: 7, max_days: 30, outside_allowed: false });
    expect(saved.json()).toMatchObject({ message: SHARE_POLICY_MESSAGES.saved, data: { max_days: 30 } });
    expect((await ctx.w.api.get(API.sharePolicy.byDelivery(deliveryId), ctx.token)).json().data).toEqual({
      default_days: 7,
      max_days: 30,
      outside_allowed: false,
    });

    const now = ctx.t.clock.now().getTime();
    const inside = `policy-in@${ctx.w.client.domain}`;
    expect((await share({ emails: [inside] })).statusCode).toBe(200);
    const row = (await ctx.w.api.get(API.assignments.sharingFile(deliveryId), ctx.token))
      .json()
      .shared_log.find((r: { shared_to_user_email: string }) => r.shared_to_user_email === inside);
    expect(Date.parse(row.expires_at) - now).toBe(7 * DAY);

    const tooLong = await share({
      emails: [`policy-long@${ctx.w.client.domain}`],
      expires_at: new Date(now + 40 * DAY).toISOString(),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(SHARE_POLICY_MESSAGES.tooLong(30));

    const outside = await share({ emails: ['someone@elsewhere.example'] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(SHARE_POLICY_MESSAGES.outsideNotAllowed);
    await setPolicy({ default_days: null, max_days: null, outside_allowed: true });
  });
});
