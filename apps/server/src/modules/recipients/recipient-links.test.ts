import { eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveries } from '@/db/delivery-schema.js';
import { hashSecretToken } from '@/lib/secret-token.js';
import { deliveryOutbox } from '@/test/deliver-kit.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { world, ctx, api, staffShare, sharedLog, accessTypes, linkTokenFor, codeFor } = useRecipientWorld();

describe('personal links and one-time codes', () => {
  it('a share mails a personal link; the code opens a session; only the code counts as an access', async () => {
    const email = `reader@${ctx.w.client.domain}`;
    await staffShare(world.deliveryA, [email]);
    const token = await linkTokenFor(email);
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits or more, base64url
    // Asking for a code is not an access.
    await api().post(API.recipients.requestCode, { token });
    const before = (await sharedLog(world.deliveryA)).shared_log.find(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(before.accessed_number).toBe(0);

    const code = await codeFor(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api().post(API.recipients.verify, { token, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(RECIPIENT_MESSAGES.codeWrong);

    const ok = await api().post(API.recipients.verify, {
      token,
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, email, delivery_id: world.deliveryA });
    const after = (await sharedLog(world.deliveryA)).shared_log.find(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(after.accessed_number).toBe(1);
    expect(await accessTypes(world.deliveryA)).toContain('accessed');

    // Single use.
    const again = await api().post(API.recipients.verify, { token, code });
    expect(again.statusCode).toBe(400);
  });

  it('an unknown, a revoked and an expired link answer alike', async () => {
    const unknown = await api().post(API.recipients.requestCode, { token: 'x'.repeat(43) });
    const email = `leaver@${ctx.w.client.domain}`;
    await staffShare(world.deliveryA, [email]);
    const token = await linkTokenFor(email);
    await api().post(API.assignments.revokeShare, { delivery_id: world.deliveryA, email }, ctx.token);
    const revoked = await api().post(API.recipients.requestCode, { token });
    for (const res of [unknown, revoked]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: RECIPIENT_MESSAGES.linkInvalid });
    }
    const short = await api().post(API.recipients.requestCode, { token: 'abc' });
    expect(short.json().message).toBe(RECIPIENT_MESSAGES.linkInvalid);
  });

  it('three wrong codes are free, then tries slow down with growing delays, then work again; never a lock', async () => {
    const email = `guesser@${ctx.w.client.domain}`;
    await staffShare(world.deliveryA, [email]);
    const token = await linkTokenFor(email);
    await api().post(API.recipients.requestCode, { token });
    const code = await codeFor(email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 3; i++) {
      const wrong = await api().post(API.recipients.verify, { token, code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(RECIPIENT_MESSAGES.codeWrong);
    }
    const slowed = await api().post(API.recipients.verify, { token, code });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(RECIPIENT_MESSAGES.waitBeforeRetry(1));
    expect(slowed.headers['retry-after']).toBe('1');
    ctx.t.clock.advance(1500);
    expect((await api().post(API.recipients.verify, { token, code: wrongCode })).statusCode).toBe(400);
    const longer = await api().post(API.recipients.verify, { token, code });
    expect(longer.statusCode).toBe(429);
    expect(longer.json().message).toBe(RECIPIENT_MESSAGES.waitBeforeRetry(2));
    ctx.t.clock.advance(2500);
    expect((await api().post(API.recipients.verify, { token, code })).statusCode).toBe(200);
  });

  it('a code is spent after five wrong tries in all, even spread out; a new code then works', async () => {
    const email = `patient-guesser@${ctx.w.client.domain}`;
    await staffShare(world.deliveryA, [email]);
    const token = await linkTokenFor(email);
    await api().post(API.recipients.requestCode, { token });
    const code = await codeFor(email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.t.clock.advance(20_000); // past every delay: the code's own count is what ends it
      answers.push((await api().post(API.recipients.verify, { token, code: wrongCode })).json().message);
    }
    expect(answers).toEqual([...Array(4).fill(RECIPIENT_MESSAGES.codeWrong), RECIPIENT_MESSAGES.codeSpent]);
    ctx.t.clock.advance(20_000);
    const right = await api().post(API.recipients.verify, { token, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(RECIPIENT_MESSAGES.codeSpent);

    ctx.t.clock.advance(40_000);
    await api().post(API.recipients.requestCode, { token });
    const fresh = await codeFor(email);
    expect((await api().post(API.recipients.verify, { token, code: fresh })).statusCode).toBe(200);
  });

  it('a burst of parallel guesses gets the free tries and the first delay, then waits; a new code ends the old one', async () => {
    const email = `burst@${ctx.w.client.domain}`;
    await staffShare(world.deliveryA, [email]);
    const token = await linkTokenFor(email);
    await api().post(API.recipients.requestCode, { token });
    const first = await codeFor(email);
    ctx.t.clock.advance(31_000);
    await api().post(API.recipients.requestCode, { token });
    const second = await codeFor(email);
    const wrong = ['000000', '111111'].find((c) => c !== first && c !== second)!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api().post(API.recipients.verify, { token, code: wrong })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    ctx.t.clock.advance(5_000);
    if (first !== second) {
      expect((await api().post(API.recipients.verify, { token, code: first })).statusCode).toBe(400);
      ctx.t.clock.advance(10_000);
    }
    expect((await api().post(API.recipients.verify, { token, code: second })).statusCode).toBe(200);
  });

  it('the delivery’s secure key opens the link instead of a code, logged as decrypt', async () => {
    const email = `keyholder@${ctx.w.client.domain}`;
    await ctx.t.app.services.db
      .update(deliveries)
      .set({ secure_key_hash: hashSecretToken('KEY-4821-XY') })
      .where(eq(deliveries.id, world.deliveryA));
    await staffShare(world.deliveryA, [email]);
    const token = await linkTokenFor(email);
    expect((await api().post(API.recipients.verify, { token, secure_key: 'WRONG' })).statusCode).toBe(400);
    expect((await api().post(API.recipients.verify, { token, secure_key: 'KEY-4821-XY' })).statusCode).toBe(
      200,
    );
    expect(await accessTypes(world.deliveryA)).toContain('decrypt');
    const none = await api().post(API.recipients.verify, { token });
    expect(none.json().message).toBe(RECIPIENT_MESSAGES.codeRequired);
  });
});

describe('secure keys', () => {
  it('staff make a new key (shown once), optionally mailed to everyone shared with; the old key stops working', async () => {
    const email = `keyreader@${ctx.w.client.domain}`;
    await staffShare(world.deliveryA, [email]);
    const token = await linkTokenFor(email);
    const first = await api().post(API.assignments.secureKey, { delivery_id: world.deliveryA }, ctx.token);
    expect(first.json()).toMatchObject({ success: true, message: DELIVERY_MESSAGES.secureKeyMade });
    const oldKey = first.json().secure_key as string;
    expect(oldKey.length).toBeGreaterThanOrEqual(20);

    const second = await api().post(
      API.assignments.secureKey,
      { delivery_id: world.deliveryA, resend: true },
      ctx.token,
    );
    expect(second.json().message).toBe(DELIVERY_MESSAGES.secureKeySent);
    const newKey = second.json().secure_key as string;
    const mailed = (await deliveryOutbox(ctx.t)).filter(
      (m) => m.to?.[0]?.address === email && (m.subject ?? '').startsWith('New secure key'),
    );
    expect(mailed.at(-1)?.text).toContain(newKey);

    expect((await api().post(API.recipients.verify, { token, secure_key: oldKey })).statusCode).toBe(400);
    expect((await api().post(API.recipients.verify, { token, secure_key: newKey })).statusCode).toBe(200);
    expect(await accessTypes(world.deliveryA)).toEqual(
      expect.arrayContaining(['resend_secure_key', 'decrypt']),
    );
  });
});
