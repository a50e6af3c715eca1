import { API, DELIVERY_MESSAGES, MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryOutbox } from '@/test/deliver-kit.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { world, ctx, api, staffShare, sharedLog, accessTypes, linkTokenFor, codeFor, signInRecipient } =
  useRecipientWorld();

describe('the recipient’s deliveries', () => {
  it('lists and opens only what is shared with the address; downloads the stored bytes; the sender gets one receipt', async () => {
    const email = `buyer@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    const list = (await api().get(API.recipients.deliveries, session)).json();
    expect(list.data.map((d: { id: number }) => d.id)).toEqual([world.deliveryA]);
    const detail = (await api().get(API.recipients.delivery(world.deliveryA), session)).json().data;
    expect(detail.versions).toHaveLength(1);
    const file = detail.versions[0].files[0];
    expect(file.formats.map((f: { format: string }) => f.format)).toEqual(['pptx', 'pdf']);

    const link = await api().post(
      API.recipients.download,
      { delivery_id: world.deliveryA, version: 1, file_id: file.id, format: 'pdf' },
      session,
    );
    expect(link.statusCode).toBe(200);
    const bytes = await ctx.t.app.inject({ method: 'GET', url: link.json().download_url });
    expect(bytes.body).toMatch(/^pdf content of /);
    const zip = await api().post(
      API.recipients.download,
      { delivery_id: world.deliveryA, version: 1 },
      session,
    );
    expect(zip.json().name).toMatch(/-v1\.zip$/);

    const row = (await sharedLog(world.deliveryA)).shared_log.find(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(row).toMatchObject({ accessed_number: 3, last_download_version: 1 });
    expect(await accessTypes(world.deliveryA)).toContain('download');
    const receipts = (await deliveryOutbox(ctx.t)).filter(
      (m) => m.subject === `${email} downloaded batch ${detail.batch_id}`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to?.[0]?.address).toBe(ctx.w.ops.user.email);
  });

  it('rates a version with a comment (staff see a feedback comment) and asks access for a colleague', async () => {
    const email = `rater@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    const bad = await api().post(
      API.recipients.feedback,
      { delivery_id: world.deliveryA, version: 1, rating: 6 },
      session,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(RECIPIENT_MESSAGES.ratingRule);
    const rated = await api().post(
      API.recipients.feedback,
      { delivery_id: world.deliveryA, version: 1, rating: 4, comment: 'Clear and on time.' },
      session,
    );
    expect(rated.json()).toEqual({ success: true, message: RECIPIENT_MESSAGES.feedbackSaved });
    const detail = (await api().get(API.recipients.delivery(world.deliveryA), session)).json().data;
    expect(detail.versions[0]).toMatchObject({ rating: 4, comment: 'Clear and on time.' });
    const staffComments = (await api().get(API.assignments.comments(world.deliveryA), ctx.token)).json().data;
    expect(JSON.stringify(staffComments)).toContain('Clear and on time.');

    const colleague = `colleague@${ctx.w.client.domain}`;
    const asked = await api().post(
      API.recipients.requestAccess,
      { delivery_id: world.deliveryA, email: colleague },
      session,
    );
    expect(asked.json()).toEqual({ success: true, message: RECIPIENT_MESSAGES.requestSent });
    const log = await sharedLog(world.deliveryA);
    expect(
      log.request_shared_log.map((r: { shared_to_user_email: string }) => r.shared_to_user_email),
    ).toContain(colleague);
    expect(await accessTypes(world.deliveryA)).toEqual(expect.arrayContaining(['feedback', 'request']));
    const already = await api().post(
      API.recipients.requestAccess,
      { delivery_id: world.deliveryA, email },
      session,
    );
    expect(already.json().message).toBe(RECIPIENT_MESSAGES.alreadyShared);
  });

  it('staff answer requests: sharing the address accepts it (the colleague is mailed), decline turns it down', async () => {
    const email = `asker@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    const [yes, no] = [`yes@${ctx.w.client.domain}`, `no@${ctx.w.client.domain}`];
    for (const colleague of [yes, no]) {
      await api().post(
        API.recipients.requestAccess,
        { delivery_id: world.deliveryA, email: colleague },
        session,
      );
    }
    const pending = async () =>
      (await sharedLog(world.deliveryA)).request_shared_log.map(
        (r: { shared_to_user_email: string }) => r.shared_to_user_email,
      );
    expect(await pending()).toEqual(expect.arrayContaining([yes, no]));

    await staffShare(world.deliveryA, [yes]);
    expect(await linkTokenFor(yes)).toBeTruthy();
    const declined = await api().post(
      API.assignments.declineShareRequest,
      { delivery_id: world.deliveryA, email: no },
      ctx.token,
    );
    expect(declined.json()).toEqual({ success: true, message: DELIVERY_MESSAGES.requestDeclined });
    expect(await pending()).not.toEqual(expect.arrayContaining([yes]));
    expect(await pending()).not.toEqual(expect.arrayContaining([no]));
    const types = await accessTypes(world.deliveryA);
    expect(types).toEqual(expect.arrayContaining(['accept', 'decline']));
    const again = await api().post(
      API.assignments.declineShareRequest,
      { delivery_id: world.deliveryA, email: no },
      ctx.token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.noPendingRequest);
  });

  it('refuses text the database cannot store, caps requests per recipient, and sends one receipt for parallel downloads', async () => {
    const email = `careful@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    for (const [comment, message] of [
      ['bad\u0000byte', MESSAGES.unstorableText],
      ['lone \ud800 half', MESSAGES.unstorableText],
      ['bell \u0007 rings', RECIPIENT_MESSAGES.textNotStorable],
    ]) {
      const res = await api().post(
        API.recipients.feedback,
        { delivery_id: world.deliveryA, version: 1, rating: 3, comment },
        session,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const long = await api().post(
      API.recipients.feedback,
      { delivery_id: world.deliveryA, version: 1, rating: 3, comment: 'x'.repeat(2001) },
      session,
    );
    expect(long.json().message).toBe(RECIPIENT_MESSAGES.textTooLong(2000));

    for (let i = 0; i < 5; i++) {
      const ok = await api().post(
        API.recipients.requestAccess,
        { delivery_id: world.deliveryA, email: `c${i}.${email}` },
        session,
      );
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await api().post(
      API.recipients.requestAccess,
      { delivery_id: world.deliveryA, email: `c6.${email}` },
      session,
    );
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(RECIPIENT_MESSAGES.tooManyRequests);
    // Requests never become suggestions for staff.
    const suggested = await api().get(
      `${API.deliveries.suggestion}?search=c6.careful&delivery_id=${world.deliveryA}`,
      ctx.token,
    );
    expect(suggested.json().data).toEqual([]);

    const subject = `${email} downloaded batch `;
    await Promise.all(
      [1, 2, 3].map(() =>
        api().post(API.recipients.download, { delivery_id: world.deliveryA, version: 1 }, session),
      ),
    );
    const receipts = (await deliveryOutbox(ctx.t)).filter((m) => (m.subject ?? '').startsWith(subject));
    expect(receipts).toHaveLength(1);
  });

  it('a revoke ends access at once, in a session already open', async () => {
    const email = `temp@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    expect((await api().get(API.recipients.delivery(world.deliveryA), session)).statusCode).toBe(200);
    const revoked = await api().post(
      API.assignments.revokeShare,
      { delivery_id: world.deliveryA, email },
      ctx.token,
    );
    expect(revoked.json().message).toBe(DELIVERY_MESSAGES.shareRevoked);
    const gone = await api().get(API.recipients.delivery(world.deliveryA), session);
    expect(gone.statusCode).toBe(404);
    expect((await api().get(API.recipients.deliveries, session)).json().data).toEqual([]);
    const download = await api().post(
      API.recipients.download,
      { delivery_id: world.deliveryA, version: 1 },
      session,
    );
    expect(download.statusCode).toBe(404);
  });

  it('two clients, two recipients: nothing of one reaches the other', async () => {
    const a = await signInRecipient(world.deliveryA, `one@${ctx.w.client.domain}`);
    const b = await signInRecipient(world.deliveryB, `two@${world.clientBDomain}`);
    expect(
      (await api().get(API.recipients.deliveries, b.session)).json().data.map((d: { id: number }) => d.id),
    ).toEqual([world.deliveryB]);
    const calls = [
      () => api().get(API.recipients.delivery(world.deliveryA), b.session),
      () => api().post(API.recipients.download, { delivery_id: world.deliveryA, version: 1 }, b.session),
      () =>
        api().post(
          API.recipients.feedback,
          { delivery_id: world.deliveryA, version: 1, rating: 1 },
          b.session,
        ),
      () =>
        api().post(
          API.recipients.requestAccess,
          { delivery_id: world.deliveryA, email: `x@${world.clientBDomain}` },
          b.session,
        ),
      () => api().get(API.recipients.delivery(world.deliveryB), a.session),
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
    expect((await api().get(API.assignments.sharingFile(world.deliveryA), a.session)).statusCode).toBe(401);
    // Signing out ends the session.
    await api().post(API.recipients.logout, {}, a.session);
    expect((await api().get(API.recipients.deliveries, a.session)).statusCode).toBe(401);
  });

  it('a share with an end stops working once it has passed', async () => {
    const email = `short@${ctx.w.client.domain}`;
    const end = new Date(ctx.t.clock.now().getTime() + 60 * 60_000);
    const past = await staffShare(world.deliveryA, [email], {
      expires_at: new Date(ctx.t.clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.json().message).toBe(DELIVERY_MESSAGES.shareExpiryRule);
    await staffShare(world.deliveryA, [email], { expires_at: end.toISOString() });
    const token = await linkTokenFor(email);
    await api().post(API.recipients.requestCode, { token });
    const session = (await api().post(API.recipients.verify, { token, code: await codeFor(email) })).json()
      .token;
    expect((await api().get(API.recipients.delivery(world.deliveryA), session)).statusCode).toBe(200);
    ctx.t.clock.advance(61 * 60_000);
    expect((await api().get(API.recipients.delivery(world.deliveryA), session)).statusCode).toBe(404);
    expect((await api().post(API.recipients.requestCode, { token })).json().message).toBe(
      RECIPIENT_MESSAGES.linkInvalid,
    );
  });
});
