import { eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../db/delivery-schema.js';
import { hashSecretToken } from '../../lib/secret-token.js';
import { buildClient } from '../../test/client-factories.js';
import { buildDelivery } from '../../test/delivery-factories.js';
import { deliveryOutbox, useDeliveryWorld } from '../../test/deliver-kit.js';

const ctx = useDeliveryWorld();
let deliveryA: number;
let deliveryB: number;
let clientBDomain: string;

beforeAll(async () => {
  deliveryA = (await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id }))
    .delivery.id;
  const other = await buildClient(ctx.w.api, ctx.w.admin.token);
  clientBDomain = other.payload.company_domain_list[0]!;
  deliveryB = (
    await buildDelivery(ctx.t.app, {
      clientId: other.client.client_id as number,
      entityId: other.entity.id as number,
    })
  ).delivery.id;
});

const api = () => ctx.w.api;
const staffShare = (deliveryId: number, emails: string[], extra: Record<string, unknown> = {}) =>
  api().post(API.assignments.shareFile, { delivery_id: deliveryId, emails, ...extra }, ctx.token);
const sharedLog = async (id: number) => (await api().get(API.assignments.sharingFile(id), ctx.token)).json();
const accessTypes = async (id: number) =>
  (
    (await api().get(`${API.assignments.accessLog(id)}?sort=ascending`, ctx.token)).json().data as {
      type: string;
    }[]
  ).map((e) => e.type);

/** The personal link token from the newest invitation mail to `email`. */
async function linkTokenFor(email: string) {
  const mails = (await deliveryOutbox(ctx.t)).filter(
    (m) => m.to?.[0]?.address === email && /shared with you/.test(m.subject ?? ''),
  );
  const match = /\/shared#t=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no link mailed to ${email}`);
  return match[1]!;
}

async function codeFor(email: string) {
  const mails = (await deliveryOutbox(ctx.t)).filter(
    (m) => m.to?.[0]?.address === email && /Your code/.test(m.subject ?? ''),
  );
  return /Your code is (\d{6})/.exec(mails.at(-1)?.text ?? '')![1]!;
}

/** Shares, opens the link with the mailed code, and answers the recipient's session token. */
async function signInRecipient(deliveryId: number, email: string) {
  await staffShare(deliveryId, [email]);
  const token = await linkTokenFor(email);
  expect((await api().post(API.recipients.requestCode, { token })).json()).toEqual({
    success: true,
    message: RECIPIENT_MESSAGES.codeSent,
  });
  const verified = await api().post(API.recipients.verify, { token, code: await codeFor(email) });
  expect(verified.statusCode).toBe(200);
  return { link: token, session: verified.json().token as string };
}

describe('personal links and one-time codes', () => {
  it('a share mails a personal link; the code opens a session; only the code counts as an access', async () => {
    const email = `reader@${ctx.w.client.domain}`;
    await staffShare(deliveryA, [email]);
    const token = await linkTokenFor(email);
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits or more, base64url
    // Asking for a code is not an access.
    await api().post(API.recipients.requestCode, { token });
    const before = (await sharedLog(deliveryA)).shared_log.find(
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
    expect(ok.json()).toMatchObject({ success: true, email, delivery_id: deliveryA });
    const after = (await sharedLog(deliveryA)).shared_log.find(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(after.accessed_number).toBe(1);
    expect(await accessTypes(deliveryA)).toContain('accessed');

    // Single use.
    const again = await api().post(API.recipients.verify, { token, code });
    expect(again.statusCode).toBe(400);
  });

  it('an unknown, a revoked and an expired link answer alike', async () => {
    const unknown = await api().post(API.recipients.requestCode, { token: 'x'.repeat(43) });
    const email = `leaver@${ctx.w.client.domain}`;
    await staffShare(deliveryA, [email]);
    const token = await linkTokenFor(email);
    await api().post(API.assignments.revokeShare, { delivery_id: deliveryA, email }, ctx.token);
    const revoked = await api().post(API.recipients.requestCode, { token });
    for (const res of [unknown, revoked]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: RECIPIENT_MESSAGES.linkInvalid });
    }
    const short = await api().post(API.recipients.requestCode, { token: 'abc' });
    expect(short.json().message).toBe(RECIPIENT_MESSAGES.linkInvalid);
  });

  it('wrong codes slow down with growing delays, then work again; never a lock', async () => {
    const email = `guesser@${ctx.w.client.domain}`;
    await staffShare(deliveryA, [email]);
    const token = await linkTokenFor(email);
    await api().post(API.recipients.requestCode, { token });
    const code = await codeFor(email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++) {
      expect((await api().post(API.recipients.verify, { token, code: wrongCode })).statusCode).toBe(400);
    }
    const slowed = await api().post(API.recipients.verify, { token, code });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(RECIPIENT_MESSAGES.waitBeforeRetry(1));
    expect(slowed.headers['retry-after']).toBe('1');
    ctx.t.clock.advance(1500);
    expect((await api().post(API.recipients.verify, { token, code })).statusCode).toBe(200);
  });

  it('a burst of parallel guesses gets the free tries and the first delay, then waits; a new code ends the old one', async () => {
    const email = `burst@${ctx.w.client.domain}`;
    await staffShare(deliveryA, [email]);
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
      .where(eq(deliveries.id, deliveryA));
    await staffShare(deliveryA, [email]);
    const token = await linkTokenFor(email);
    expect((await api().post(API.recipients.verify, { token, secure_key: 'WRONG' })).statusCode).toBe(400);
    expect((await api().post(API.recipients.verify, { token, secure_key: 'KEY-4821-XY' })).statusCode).toBe(
      200,
    );
    expect(await accessTypes(deliveryA)).toContain('decrypt');
    const none = await api().post(API.recipients.verify, { token });
    expect(none.json().message).toBe(RECIPIENT_MESSAGES.codeRequired);
  });
});

describe('secure keys', () => {
  it('staff make a new key (shown once), optionally mailed to everyone shared with; the old key stops working', async () => {
    const email = `keyreader@${ctx.w.client.domain}`;
    await staffShare(deliveryA, [email]);
    const token = await linkTokenFor(email);
    const first = await api().post(API.assignments.secureKey, { delivery_id: deliveryA }, ctx.token);
    expect(first.json()).toMatchObject({ success: true, message: DELIVERY_MESSAGES.secureKeyMade });
    const oldKey = first.json().secure_key as string;
    expect(oldKey.length).toBeGreaterThanOrEqual(20);

    const second = await api().post(
      API.assignments.secureKey,
      { delivery_id: deliveryA, resend: true },
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
    expect(await accessTypes(deliveryA)).toEqual(expect.arrayContaining(['resend_secure_key', 'decrypt']));
  });
});

describe('the recipient’s deliveries', () => {
  it('lists and opens only what is shared with the address; downloads the stored bytes; the sender gets one receipt', async () => {
    const email = `buyer@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(deliveryA, email);
    const list = (await api().get(API.recipients.deliveries, session)).json();
    expect(list.data.map((d: { id: number }) => d.id)).toEqual([deliveryA]);
    const detail = (await api().get(API.recipients.delivery(deliveryA), session)).json().data;
    expect(detail.versions).toHaveLength(1);
    const file = detail.versions[0].files[0];
    expect(file.formats.map((f: { format: string }) => f.format)).toEqual(['pptx', 'pdf']);

    const link = await api().post(
      API.recipients.download,
      { delivery_id: deliveryA, version: 1, file_id: file.id, format: 'pdf' },
      session,
    );
    expect(link.statusCode).toBe(200);
    const bytes = await ctx.t.app.inject({ method: 'GET', url: link.json().download_url });
    expect(bytes.body).toMatch(/^pdf content of /);
    const zip = await api().post(API.recipients.download, { delivery_id: deliveryA, version: 1 }, session);
    expect(zip.json().name).toMatch(/-v1\.zip$/);

    const row = (await sharedLog(deliveryA)).shared_log.find(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(row).toMatchObject({ accessed_number: 3, last_download_version: 1 });
    expect(await accessTypes(deliveryA)).toContain('download');
    const receipts = (await deliveryOutbox(ctx.t)).filter(
      (m) => m.subject === `${email} downloaded batch ${detail.batch_id}`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to?.[0]?.address).toBe(ctx.w.ops.user.email);
  });

  it('rates a version with a comment (staff see a feedback comment) and asks access for a colleague', async () => {
    const email = `rater@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(deliveryA, email);
    const bad = await api().post(
      API.recipients.feedback,
      { delivery_id: deliveryA, version: 1, rating: 6 },
      session,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(RECIPIENT_MESSAGES.ratingRule);
    const rated = await api().post(
      API.recipients.feedback,
      { delivery_id: deliveryA, version: 1, rating: 4, comment: 'Clear and on time.' },
      session,
    );
    expect(rated.json()).toEqual({ success: true, message: RECIPIENT_MESSAGES.feedbackSaved });
    const detail = (await api().get(API.recipients.delivery(deliveryA), session)).json().data;
    expect(detail.versions[0]).toMatchObject({ rating: 4, comment: 'Clear and on time.' });
    const staffComments = (await api().get(API.assignments.comments(deliveryA), ctx.token)).json().data;
    expect(JSON.stringify(staffComments)).toContain('Clear and on time.');

    const colleague = `colleague@${ctx.w.client.domain}`;
    const asked = await api().post(
      API.recipients.requestAccess,
      { delivery_id: deliveryA, email: colleague },
      session,
    );
    expect(asked.json()).toEqual({ success: true, message: RECIPIENT_MESSAGES.requestSent });
    const log = await sharedLog(deliveryA);
    expect(
      log.request_shared_log.map((r: { shared_to_user_email: string }) => r.shared_to_user_email),
    ).toContain(colleague);
    expect(await accessTypes(deliveryA)).toEqual(expect.arrayContaining(['feedback', 'request']));
    const already = await api().post(
      API.recipients.requestAccess,
      { delivery_id: deliveryA, email },
      session,
    );
    expect(already.json().message).toBe(RECIPIENT_MESSAGES.alreadyShared);
  });

  it('staff answer requests: sharing the address accepts it (the colleague is mailed), decline turns it down', async () => {
    const email = `asker@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(deliveryA, email);
    const [yes, no] = [`yes@${ctx.w.client.domain}`, `no@${ctx.w.client.domain}`];
    for (const colleague of [yes, no]) {
      await api().post(API.recipients.requestAccess, { delivery_id: deliveryA, email: colleague }, session);
    }
    const pending = async () =>
      (await sharedLog(deliveryA)).request_shared_log.map(
        (r: { shared_to_user_email: string }) => r.shared_to_user_email,
      );
    expect(await pending()).toEqual(expect.arrayContaining([yes, no]));

    await staffShare(deliveryA, [yes]);
    expect(await linkTokenFor(yes)).toBeTruthy();
    const declined = await api().post(
      API.assignments.declineShareRequest,
      { delivery_id: deliveryA, email: no },
      ctx.token,
    );
    expect(declined.json()).toEqual({ success: true, message: DELIVERY_MESSAGES.requestDeclined });
    expect(await pending()).not.toEqual(expect.arrayContaining([yes]));
    expect(await pending()).not.toEqual(expect.arrayContaining([no]));
    const types = await accessTypes(deliveryA);
    expect(types).toEqual(expect.arrayContaining(['accept', 'decline']));
    const again = await api().post(
      API.assignments.declineShareRequest,
      { delivery_id: deliveryA, email: no },
      ctx.token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.noPendingRequest);
  });

  it('refuses text the database cannot store, caps requests per recipient, and sends one receipt for parallel downloads', async () => {
    const email = `careful@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(deliveryA, email);
    for (const comment of ['bad\u0000byte', 'lone \ud800 half']) {
      const res = await api().post(
        API.recipients.feedback,
        { delivery_id: deliveryA, version: 1, rating: 3, comment },
        session,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RECIPIENT_MESSAGES.textNotStorable);
    }
    const long = await api().post(
      API.recipients.feedback,
      { delivery_id: deliveryA, version: 1, rating: 3, comment: 'x'.repeat(2001) },
      session,
    );
    expect(long.json().message).toBe(RECIPIENT_MESSAGES.textTooLong(2000));

    for (let i = 0; i < 5; i++) {
      const ok = await api().post(
        API.recipients.requestAccess,
        { delivery_id: deliveryA, email: `c${i}.${email}` },
        session,
      );
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await api().post(
      API.recipients.requestAccess,
      { delivery_id: deliveryA, email: `c6.${email}` },
      session,
    );
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(RECIPIENT_MESSAGES.tooManyRequests);
    // Requests never become suggestions for staff.
    const suggested = await api().get(
      `${API.deliveries.suggestion}?search=c6.careful&delivery_id=${deliveryA}`,
      ctx.token,
    );
    expect(suggested.json().data).toEqual([]);

    const subject = `${email} downloaded batch `;
    await Promise.all(
      [1, 2, 3].map(() =>
        api().post(API.recipients.download, { delivery_id: deliveryA, version: 1 }, session),
      ),
    );
    const receipts = (await deliveryOutbox(ctx.t)).filter((m) => (m.subject ?? '').startsWith(subject));
    expect(receipts).toHaveLength(1);
  });

  it('a revoke ends access at once, in a session already open', async () => {
    const email = `temp@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(deliveryA, email);
    expect((await api().get(API.recipients.delivery(deliveryA), session)).statusCode).toBe(200);
    const revoked = await api().post(
      API.assignments.revokeShare,
      { delivery_id: deliveryA, email },
      ctx.token,
    );
    expect(revoked.json().message).toBe(DELIVERY_MESSAGES.shareRevoked);
    const gone = await api().get(API.recipients.delivery(deliveryA), session);
    expect(gone.statusCode).toBe(404);
    expect((await api().get(API.recipients.deliveries, session)).json().data).toEqual([]);
    const download = await api().post(
      API.recipients.download,
      { delivery_id: deliveryA, version: 1 },
      session,
    );
    expect(download.statusCode).toBe(404);
  });

  it('two clients, two recipients: nothing of one reaches the other', async () => {
    const a = await signInRecipient(deliveryA, `one@${ctx.w.client.domain}`);
    const b = await signInRecipient(deliveryB, `two@${clientBDomain}`);
    expect(
      (await api().get(API.recipients.deliveries, b.session)).json().data.map((d: { id: number }) => d.id),
    ).toEqual([deliveryB]);
    const calls = [
      () => api().get(API.recipients.delivery(deliveryA), b.session),
      () => api().post(API.recipients.download, { delivery_id: deliveryA, version: 1 }, b.session),
      () => api().post(API.recipients.feedback, { delivery_id: deliveryA, version: 1, rating: 1 }, b.session),
      () =>
        api().post(
          API.recipients.requestAccess,
          { delivery_id: deliveryA, email: `x@${clientBDomain}` },
          b.session,
        ),
      () => api().get(API.recipients.delivery(deliveryB), a.session),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(RECIPIENT_MESSAGES.deliveryNotFound);
    }
    // Staff tokens and no token are not recipient sessions; a recipient session is not a staff one.
    for (const token of [ctx.token, '', 'nonsense']) {
      const res = await api().get(API.recipients.deliveries, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(RECIPIENT_MESSAGES.sessionEnded);
    }
    expect((await api().get(API.assignments.sharingFile(deliveryA), a.session)).statusCode).toBe(401);
    // Signing out ends the session.
    await api().post(API.recipients.logout, {}, a.session);
    expect((await api().get(API.recipients.deliveries, a.session)).statusCode).toBe(401);
  });

  it('a share with an end stops working once it has passed', async () => {
    const email = `short@${ctx.w.client.domain}`;
    const end = new Date(ctx.t.clock.now().getTime() + 60 * 60_000);
    const past = await staffShare(deliveryA, [email], {
      expires_at: new Date(ctx.t.clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.json().message).toBe(DELIVERY_MESSAGES.shareExpiryRule);
    await staffShare(deliveryA, [email], { expires_at: end.toISOString() });
    const token = await linkTokenFor(email);
    await api().post(API.recipients.requestCode, { token });
    const session = (await api().post(API.recipients.verify, { token, code: await codeFor(email) })).json()
      .token;
    expect((await api().get(API.recipients.delivery(deliveryA), session)).statusCode).toBe(200);
    ctx.t.clock.advance(61 * 60_000);
    expect((await api().get(API.recipients.delivery(deliveryA), session)).statusCode).toBe(404);
    expect((await api().post(API.recipients.requestCode, { token })).json().message).toBe(
      RECIPIENT_MESSAGES.linkInvalid,
    );
  });
});
