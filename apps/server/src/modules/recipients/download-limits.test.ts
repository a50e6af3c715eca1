import { API, DELIVERY_MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { useRecipientWorld } from '@/test/recipient-kit.js';

// Share policies (issue 24): a share may carry a download limit per recipient and version.
const { ctx, world, api, staffShare, sharedLog, linkTokenFor, codeFor } = useRecipientWorld();

async function recipientSession(email: string) {
  const token = await linkTokenFor(email);
  await api().post(API.recipients.requestCode, { token });
  return (await api().post(API.recipients.verify, { token, code: await codeFor(email) })).json()
    .token as string;
}
const download = (session: string) =>
  api().post(API.recipients.download, { delivery_id: world.deliveryA, version: 1 }, session);

describe('download limits', () => {
  it('refuses a limit outside 1 to 1,000 with its message', async () => {
    for (const download_limit of [0, 1001, 2.5, 'many']) {
      const res = await staffShare(world.deliveryA, [`limit-bad@${ctx.w.client.domain}`], { download_limit });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(DELIVERY_MESSAGES.downloadLimitRule);
    }
  });

  it('counts each download of a version; past the limit the recipient gets a clear message', async () => {
    const email = `limit-two@${ctx.w.client.domain}`;
    const shared = await staffShare(world.deliveryA, [email], { download_limit: 2 });
    expect(shared.statusCode, shared.body).toBe(200);
    const session = await recipientSession(email);

    const before = (await api().get(API.recipients.delivery(world.deliveryA), session)).json().data;
    expect(before.download_limit).toBe(2);
    expect(before.versions.find((v: { version: number }) => v.version === 1).downloads).toBe(0);

    expect((await download(session)).statusCode).toBe(200);
    expect((await download(session)).statusCode).toBe(200);
    const refused = await download(session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: RECIPIENT_MESSAGES.downloadLimitReached });

    const after = (await api().get(API.recipients.delivery(world.deliveryA), session)).json().data;
    expect(after.versions.find((v: { version: number }) => v.version === 1).downloads).toBe(2);
    const row = (await sharedLog(world.deliveryA)).shared_log.find(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(row).toMatchObject({ download_limit: 2, downloads: 2 });

    // Shared again with a new limit: the counts start afresh.
    await staffShare(world.deliveryA, [email], { download_limit: 3 });
    expect((await download(session)).statusCode).toBe(200);
  });

  it('lets exactly the limit through when downloads come at once', async () => {
    const email = `limit-race@${ctx.w.client.domain}`;
    await staffShare(world.deliveryA, [email], { download_limit: 2 });
    const session = await recipientSession(email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(session)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
  });

  it('a share without a limit is counted but never refused; the Users card reads its end and count', async () => {
    const email = `limit-none@${ctx.w.client.domain}`;
    const expires = new Date(ctx.t.clock.now().getTime() + 10 * 86_400_000).toISOString();
    await staffShare(world.deliveryA, [email], { expires_at: expires });
    const session = await recipientSession(email);
    for (let i = 0; i < 4; i++) expect((await download(session)).statusCode).toBe(200);
    const row = (await sharedLog(world.deliveryA)).shared_log.find(
      (r: { shared_to_user_email: string }) => r.shared_to_user_email === email,
    );
    expect(row).toMatchObject({ download_limit: null, expires_at: expires });
    expect(row.downloads).toBe(4);
  });
});
