import { API, NOTIFICATION_TEXTS, hourIn } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryOutbox, useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { sendDigests } from './digest.js';
import { notifyStaff } from './notification-store.js';

// The daily summary (issue 24): off by default, or at an hour of the person's own time zone.
const ctx = useDeliveryWorld();
const ZONE = 'Asia/Kolkata';

describe('the daily summary', () => {
  it('is off until chosen, and refuses an hour or a time zone that does not exist', async () => {
    const api = ctx.w.api;
    expect((await api.get(API.notifications.digest, ctx.token)).json().data).toEqual({
      digest_hour: null,
      time_zone: 'UTC',
    });
    const badZone = await api.put(
      API.notifications.digest,
      { digest_hour: 9, time_zone: 'Mars/Olympus' },
      ctx.token,
    );
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().message).toBe(NOTIFICATION_TEXTS.timeZoneRule);
    expect(
      (await api.put(API.notifications.digest, { digest_hour: 24, time_zone: ZONE }, ctx.token)).statusCode,
    ).toBe(400);
  });

  it('mails the unread notifications once, at the chosen hour of the chosen time zone', async () => {
    const { db, mail, config } = ctx.t.app.services;
    const now = ctx.t.clock.now();
    const { delivery } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const email = ctx.w.ops.user.email;
    const note = (text: string) =>
      notifyStaff(db, email, { kind: 'feedback', text, deliveryId: delivery.id, at: now });
    await note('First thing that happened.');
    await note('Second thing that happened.');
    const saved = await ctx.w.api.put(
      API.notifications.digest,
      { digest_hour: (hourIn(now, ZONE) + 1) % 24, time_zone: ZONE },
      ctx.token,
    );
    expect(saved.json()).toMatchObject({ message: NOTIFICATION_TEXTS.digestSaved });
    // Not its hour yet.
    expect(await sendDigests(db, mail, now, config.PUBLIC_URL)).toBe(0);
    await ctx.w.api.put(
      API.notifications.digest,
      { digest_hour: hourIn(now, ZONE), time_zone: ZONE },
      ctx.token,
    );
    expect(await sendDigests(db, mail, now, config.PUBLIC_URL)).toBe(1);
    expect(await sendDigests(db, mail, now, config.PUBLIC_URL)).toBe(0);
    const sent = (await deliveryOutbox(ctx.t)).filter((m) => /daily summary/.test(m.subject ?? ''));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to?.[0]?.address).toBe(email);
    expect(sent[0]!.subject).toBe('Your daily summary: 2 new notifications');
    expect(sent[0]!.text).toContain('- First thing that happened.');
    expect(sent[0]!.text).toContain(`${config.PUBLIC_URL}/deliver`);

    // A day later only what came since goes out; the day after, with nothing new, nothing does.
    ctx.t.clock.advance(24 * 3_600_000);
    const later = ctx.t.clock.now();
    await notifyStaff(db, email, {
      kind: 'feedback',
      text: 'Third thing.',
      deliveryId: delivery.id,
      at: later,
    });
    expect(await sendDigests(db, mail, later, config.PUBLIC_URL)).toBe(1);
    const next = (await deliveryOutbox(ctx.t)).filter((m) => /daily summary/.test(m.subject ?? ''));
    expect(next.map((m) => m.subject)).toContain('Your daily summary: 1 new notification');
    ctx.t.clock.advance(24 * 3_600_000);
    expect(await sendDigests(db, mail, ctx.t.clock.now(), config.PUBLIC_URL)).toBe(0);
  });
});
