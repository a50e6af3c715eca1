import { and, eq } from 'drizzle-orm';
import { API, RECIPIENT_MESSAGES } from '@ops/contracts';
import { SHARE_EXPIRY_CASES } from '@ops/contracts/rule-cases';
import { describe, expect, it } from 'vitest';
import { sharedLogs } from '@/db/delivery-schema.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { ctx, api, sharedLog, signInRecipient } = useRecipientWorld();
let seq = 0;

// The contracts' cases of a share's end, through the recipients' portal: each on a new delivery, shared
// with a recipient signed in by the mailed link and code, whose share is then given the case's end.
describe("the portal and a share's end", () => {
  it.each(SHARE_EXPIRY_CASES)('$name', async ({ endsInMs, opens }) => {
    const { delivery } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const email = `ending${++seq}@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(delivery.id, email);
    const now = ctx.t.clock.now().getTime();
    await ctx.t.app.services.db
      .update(sharedLogs)
      .set({ expires_at: endsInMs === null ? null : new Date(now + endsInMs) })
      .where(and(eq(sharedLogs.delivery_id, delivery.id), eq(sharedLogs.shared_to_user_email, email)));

    const list = (await api().get(API.recipients.deliveries, session)).json();
    const listed = (list.data as { id: number }[]).map((d) => d.id);
    const detail = await api().get(API.recipients.delivery(delivery.id), session);
    const staffLog = (await sharedLog(delivery.id)).shared_log as { shared_to_user_email: string }[];
    expect({
      listed: listed.includes(delivery.id),
      status: detail.statusCode,
      inStaffLog: staffLog.some((s) => s.shared_to_user_email === email),
    }).toEqual({ listed: opens, status: opens ? 200 : 404, inStaffLog: opens });
    if (!opens) expect(detail.json().message).toBe(RECIPIENT_MESSAGES.deliveryNotFound);
  });
});
