import { API, DELIVERY_MESSAGES, MESSAGES, NOTIFICATION_TEXTS } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDelivery } from '@/test/delivery-factories.js';
import { deliveryOutbox, postRaw, useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildSignedInUser } from '@/test/factories.js';
import { staffName } from '../users/index.js';
import { deliveries } from '@/db/delivery-schema.js';
import { recipientSessions } from '@/db/recipient-schema.js';
import { hashSecretToken } from '@/lib/secret-token.js';
import { purgeRecipientSecrets, openRecipientSession } from '../recipients/index.js';
import { noticeEndingShares, remindEndingShares } from './share-reminders.js';

const ctx = useDeliveryWorld();
let deliveryId: number;

beforeAll(async () => {
  const { delivery } = await buildDelivery(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
  });
  deliveryId = delivery.id;
});

const share = (body: Record<string, unknown>, as = ctx.token) =>
  ctx.w.api.post(API.assignments.shareFile, { delivery_id: deliveryId, ...body }, as);
const revoke = (email: string, as = ctx.token) =>
  ctx.w.api.post(API.assignments.revokeShare, { delivery_id: deliveryId, email }, as);
const sharedLog = async () =>
  (await ctx.w.api.get(API.assignments.sharingFile(deliveryId), ctx.token)).json();
const accessLog = async () =>
  (await ctx.w.api.get(`${API.assignments.accessLog(deliveryId)}?sort=descending`, ctx.token)).json()
    .data as { type: string; access_log_string: string; tooltip: { shared_users: string[] } }[];

describe('POST sharing-file/', () => {
  it('shares within the organisation at once: the Users card and the access log show it, once per address', async () => {
    const within = `Lead@${ctx.w.client.domain}`;
    const res = await share({ emails: [within] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'success',
      message: DELIVERY_MESSAGES.deliveryShared,
      emails: { within_org: [within.toLowerCase()], outside_org: [], invalid: [] },
      client: ctx.w.client.code,
    });
    // Shared again: still one row and one log entry.
    await share({ emails: [within.toUpperCase()] });
    const log = await sharedLog();
    expect(log.shared_log.map((r: { shared_to_user_email: string }) => r.shared_to_user_email)).toEqual([
      within.toLowerCase(),
    ]);
    expect(log.shared_log[0]).toMatchObject({ shared_by: staffName(ctx.w.ops.user), accessed_number: 0 });
    const shared = (await accessLog()).filter((e) => e.type === 'shared');
    expect(shared).toHaveLength(1);
    expect(shared[0]!.tooltip.shared_users).toEqual([within.toLowerCase()]);
  });

  it('warns about an outside address and shares nothing until the warning is accepted with the password', async () => {
    const outside = 'partner@elsewhere.example';
    const warning = await share({ emails: [outside] });
    expect(warning.json()).toMatchObject({
      success: true,
      status: 'warning',
      message: DELIVERY_MESSAGES.cannotShareOutside,
      emails: { within_org: [], outside_org: [outside] },
    });
    const asked = (await accessLog()).filter((e) => e.type === 'share request');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.tooltip.shared_users).toEqual([outside]);
    expect(asked[0]!.access_log_string).toContain('outside the client');
    const wrong = await share({ emails: [outside], accept_warning: true, password: 'Wrong#1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);
    const emails = (await sharedLog()).shared_log.map(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email,
    );
    expect(emails).not.toContain(outside);

    const ok = await share({ emails: [outside], accept_warning: true, password: ctx.w.ops.password });
    expect(ok.json()).toMatchObject({ status: 'success', emails: { outside_org: [outside] } });
    const entry = (await accessLog()).find((e) => e.type === 'shared outside');
    expect(entry?.tooltip.shared_users).toEqual([outside]);
  });

  it('answers failed with the addresses that are not e-mails, and refuses bad bodies with a message', async () => {
    const failed = await share({ emails: ['not-an-email', `x@${ctx.w.client.domain}`] });
    expect(failed.json()).toMatchObject({
      success: false,
      status: 'failed',
      message: DELIVERY_MESSAGES.refreshAndRetry,
      emails: { invalid: ['not-an-email'] },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@${ctx.w.client.domain}`);
    const tooMany = await share({ emails: eleven });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ success: false, message: DELIVERY_MESSAGES.moreThanTen });
    const unknown = await ctx.w.api.post(
      API.assignments.shareFile,
      { delivery_id: 99999999, emails: ['a@b.example'] },
      ctx.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DELIVERY_MESSAGES.deliveryNotFound);
    const noDelivery = await ctx.w.api.post(
      API.assignments.shareFile,
      { emails: ['a@b.example'] },
      ctx.token,
    );
    expect(noDelivery.statusCode).toBe(400);
  });

  it('takes a form with emails repeated, as an older client sends it', async () => {
    const email = `form@${ctx.w.client.domain}`;
    const res = await postRaw(
      ctx.t,
      API.assignments.shareFile,
      ctx.token,
      `delivery_id=${deliveryId}&emails=${encodeURIComponent(email)}&accept_warning=false`,
      'application/x-www-form-urlencoded',
    );
    expect(res.json()).toMatchObject({ status: 'success', emails: { within_org: [email] } });
  });

  it('two shares of one address at the same moment make one share', async () => {
    const email = `race@${ctx.w.client.domain}`;
    const answers = await Promise.all([share({ emails: [email] }), share({ emails: [email] })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = (await sharedLog()).shared_log.filter(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(rows).toHaveLength(1);
  });

  it('needs a session and a delivery role', async () => {
    expect((await share({ emails: ['a@b.example'] }, '')).statusCode).toBe(401);
    const empty = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    expect((await share({ emails: ['a@b.example'] }, empty.token)).statusCode).toBe(403);
    expect((await revoke('a@b.example', empty.token)).statusCode).toBe(403);
  });
});

describe('POST revoke/', () => {
  it('ends a share at once: gone from the Users card, logged, and a second revoke is a 400', async () => {
    const email = `gone@${ctx.w.client.domain}`;
    await share({ emails: [email] });
    const res = await revoke(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: DELIVERY_MESSAGES.shareRevoked });
    const emails = (await sharedLog()).shared_log.map(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email,
    );
    expect(emails).not.toContain(email);
    const entry = (await accessLog()).find((e) => e.type === 'share revoke');
    expect(entry?.tooltip.shared_users).toEqual([email]);
    const again = await revoke(email);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.notSharedWith);

    // Shared again after the revoke: a fresh share.
    await share({ emails: [email] });
    expect(
      (await sharedLog()).shared_log.filter(
        (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
      ),
    ).toHaveLength(1);
  });

  it('refuses an empty address and an unknown delivery with their messages', async () => {
    const empty = await revoke('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(DELIVERY_MESSAGES.noEmailToRevoke);
    const unknown = await ctx.w.api.post(
      API.assignments.revokeShare,
      { delivery_id: 'NO-SUCH-BATCH', email: 'a@b.example' },
      ctx.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('share end reminders', () => {
  it('mails once, a day before a share ends; later ends and revoked shares wait', async () => {
    const now = ctx.t.clock.now();
    const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
    const [soon, later, revoked] = ['soon', 'later', 'revoked'].map((n) => `${n}@${ctx.w.client.domain}`) as [
      string,
      string,
      string,
    ];
    await share({ emails: [soon], expires_at: hours(20) });
    await share({ emails: [later], expires_at: hours(48) });
    await share({ emails: [revoked], expires_at: hours(10) });
    await revoke(revoked);
    const { db, mail } = ctx.t.app.services;
    expect(await remindEndingShares(db, mail, now)).toBe(1);
    expect(await remindEndingShares(db, mail, now)).toBe(0);
    const reminders = (await deliveryOutbox(ctx.t)).filter((m) => /ends soon/.test(m.subject ?? ''));
    expect(reminders.map((m) => m.to?.[0]?.address)).toEqual([soon]);
  });
});

describe('share end notices to the sharer', () => {
  it('tell the sharer once, in the bell, that a share ends within 3 days; a later end waits', async () => {
    const now = ctx.t.clock.now();
    const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
    const [within, after] = ['notice-soon', 'notice-later'].map((n) => `${n}@${ctx.w.client.domain}`) as [
      string,
      string,
    ];
    await share({ emails: [within], expires_at: hours(60) });
    await share({ emails: [after], expires_at: hours(100) });
    const { db } = ctx.t.app.services;
    const told = await noticeEndingShares(db, now);
    expect(told).toBeGreaterThanOrEqual(1);
    expect(await noticeEndingShares(db, now)).toBe(0);
    const bell = (await ctx.w.api.get(API.notifications.list, ctx.token)).json();
    const texts = bell.data.map((n: { text: string }) => n.text);
    const [row] = await db
      .select({ batch: deliveries.batch_id })
      .from(deliveries)
      .where(eq(deliveries.id, deliveryId));
    expect(texts).toContain(NOTIFICATION_TEXTS.shareExpiring(within, row!.batch));
    expect(texts).not.toContain(NOTIFICATION_TEXTS.shareExpiring(after, row!.batch));
  });
});

describe('access log export', () => {
  it('answers the whole access log as a CSV file, formulas defused, for signed-in staff only', async () => {
    await share({ emails: [`=cmd@${ctx.w.client.domain}`] });
    const res = await ctx.w.api.get(API.assignments.accessLogCsv(deliveryId), ctx.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="access-log-B-.+\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Date,Type,Log,Platform,IP,Location,Files,Shared users');
    expect(lines.some((l) => l.includes(',shared,'))).toBe(true);
    expect(res.body).toContain(`'=cmd@${ctx.w.client.domain}`);
    expect(res.body).not.toMatch(/,=cmd@/);
    expect((await ctx.w.api.get(API.assignments.accessLogCsv(deliveryId))).statusCode).toBe(401);
    expect((await ctx.w.api.get(API.assignments.accessLogCsv(99999999), ctx.token)).statusCode).toBe(404);
  });
});

describe('share ends', () => {
  it('a share past its end leaves the Users card; sharing again with a new end moves it', async () => {
    const now = ctx.t.clock.now();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const email = `ending@${ctx.w.client.domain}`;
    await share({ emails: [email], expires_at: at(2) });
    await share({ emails: [email], expires_at: at(30) });
    const listed = async () =>
      (await sharedLog()).shared_log.map((r: { shared_to_user_email: string }) => r.shared_to_user_email);
    ctx.t.clock.advance(3 * 60_000);
    expect(await listed()).toContain(email);
    ctx.t.clock.advance(28 * 60_000);
    expect(await listed()).not.toContain(email);
  });

  it('the hourly upkeep drops recipient sessions past their end and keeps live ones', async () => {
    const { db } = ctx.t.app.services;
    const now = ctx.t.clock.now();
    const old = await openRecipientSession(db, 'old@example.com', new Date(now.getTime() - 9 * 3_600_000));
    const live = await openRecipientSession(db, 'live@example.com', now);
    await purgeRecipientSecrets(db, now);
    const left = (await db.select({ hash: recipientSessions.token_hash }).from(recipientSessions)).map(
      (r) => r.hash,
    );
    expect(left).not.toContain(hashSecretToken(old.token));
    expect(left).toContain(hashSecretToken(live.token));
  });
});

describe('POST secure-key/ and share-request/decline/: input and roles', () => {
  const call = (path: string, body: Record<string, unknown>, as = ctx.token) =>
    ctx.w.api.post(path, body, as);

  it('refuse a missing or unknown delivery, a missing address and a non-boolean resend with 400 or 404', async () => {
    for (const path of [API.assignments.secureKey, API.assignments.declineShareRequest]) {
      const none = await call(path, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().success).toBe(false);
      const unknown = await call(path, { delivery_id: 99999999, email: 'a@b.example' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(DELIVERY_MESSAGES.deliveryNotFound);
      const garbage = await call(path, { delivery_id: { $ne: 1 }, email: ['x'] });
      expect(garbage.statusCode).toBe(400);
    }
    const noAddress = await call(API.assignments.declineShareRequest, {
      delivery_id: deliveryId,
      email: ' ',
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe(DELIVERY_MESSAGES.noEmailToRevoke);
    const noRequest = await call(API.assignments.declineShareRequest, {
      delivery_id: deliveryId,
      email: `nobody@${ctx.w.client.domain}`,
    });
    expect(noRequest.statusCode).toBe(400);
    expect(noRequest.json().message).toBe(DELIVERY_MESSAGES.noPendingRequest);
    const badResend = await call(API.assignments.secureKey, { delivery_id: deliveryId, resend: 'perhaps' });
    expect(badResend.statusCode).toBe(400);
  });

  it('need a session and a delivery role, and change nothing without them', async () => {
    const before = (await accessLog()).length;
    const empty = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    for (const path of [API.assignments.secureKey, API.assignments.declineShareRequest]) {
      const body = { delivery_id: deliveryId, email: 'a@b.example', resend: true };
      expect((await call(path, body, '')).statusCode).toBe(401);
      expect((await call(path, body, empty.token)).statusCode).toBe(403);
    }
    expect((await accessLog()).length).toBe(before);
  });
});
