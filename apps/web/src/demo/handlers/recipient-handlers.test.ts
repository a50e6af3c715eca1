import { describe, expect, it } from 'vitest';
import { API, NOTIFICATION_TEXTS, RECIPIENT_MESSAGES, recipientAnswerMessages } from '@ops/contracts';
import { loadCatalogue } from '@ops/contracts/i18n';
import type { Notification, RecipientDeliveriesResponse, RecipientDeliveryResponse } from '@ops/contracts';
import { createDemoState } from '../data/demo-state';
import { DEMO_RECIPIENT } from '../data/recipients';
import { DEMO_NOW, demoCaller } from '../test-kit/demo-call';

const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: token ? { authorization: `Bearer ${token}` } : undefined,
});

/** Opens the sample recipient's link with the shown code, as the portal's page does. */
async function signIn(call: ReturnType<typeof demoCaller>) {
  const code = await call(API.recipients.requestCode, post({ token: DEMO_RECIPIENT.linkToken }));
  expect(code.body).toEqual({ success: true, message: RECIPIENT_MESSAGES.codeSent });
  const verified = await call(
    API.recipients.verify,
    post({ token: DEMO_RECIPIENT.linkToken, code: DEMO_RECIPIENT.code }),
  );
  expect(verified.body).toMatchObject({ email: DEMO_RECIPIENT.email });
  return { token: verified.body.token as string, deliveryId: verified.body.delivery_id as number };
}

describe('demo recipients’ portal', () => {
  it('refuses an unknown link and a wrong code, with the server’s answers', async () => {
    const call = demoCaller();
    const unknown = await call(API.recipients.requestCode, post({ token: 'x'.repeat(30) }));
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, message: RECIPIENT_MESSAGES.linkInvalid },
    });
    const wrong = await call(
      API.recipients.verify,
      post({ token: DEMO_RECIPIENT.linkToken, code: '000000' }),
    );
    expect(wrong).toEqual({ status: 400, body: { success: false, message: RECIPIENT_MESSAGES.codeWrong } });
    expect((await call(API.recipients.deliveries)).status).toBe(401);
  });

  it('lists what is shared with the recipient and opens the linked delivery with its versions', async () => {
    const call = demoCaller();
    const { token, deliveryId } = await signIn(call);
    const list = (await call(API.recipients.deliveries, { headers: { authorization: `Bearer ${token}` } }))
      .body as RecipientDeliveriesResponse;
    expect(list.data.length).toBeGreaterThan(1);
    expect(list.data[0]!.id).toBe(deliveryId);
    const one = await call(API.recipients.delivery(deliveryId), {
      headers: { authorization: `Bearer ${token}` },
    });
    const delivery = (one.body as RecipientDeliveryResponse).data;
    expect(delivery.versions[0]!.version).toBe(delivery.current_version);
    expect(delivery.versions[0]!.files[0]!.formats[0]!.size).toBeGreaterThan(0);
    const other = await call(API.recipients.delivery(999_999), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(404);
  });

  it('downloads, rates, asks for a colleague and withdraws, each seen by staff and the recipient', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const { token, deliveryId } = await signIn(call);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const delivery = (
      (await call(API.recipients.delivery(deliveryId), auth)).body as RecipientDeliveryResponse
    ).data;
    const latest = delivery.versions[0]!;
    const file = latest.files[0]!;
    const download = await call(
      API.recipients.download,
      post(
        {
          delivery_id: deliveryId,
          version: latest.version,
          file_id: file.id,
          format: file.formats[0]!.format,
        },
        token,
      ),
    );
    expect(download.body).toMatchObject({ download_url: expect.stringMatching(/^blob:/) });
    expect(state.accessLogs.get(deliveryId)!.at(-1)!.type).toBe('download');

    await call(
      API.recipients.feedback,
      post({ delivery_id: deliveryId, version: 1, rating: 5, comment: 'Great' }, token),
    );
    const rated = (await call(API.recipients.delivery(deliveryId), auth)).body as RecipientDeliveryResponse;
    expect(rated.data.versions.find((v) => v.version === 1)).toMatchObject({ rating: 5, comment: 'Great' });

    const ask = { delivery_id: deliveryId, email: 'Colleague@ACME.example.com' };
    expect((await call(API.recipients.requestAccess, post(ask, token))).body.message).toBe(
      RECIPIENT_MESSAGES.requestSent,
    );
    const asked = (await call(API.recipients.delivery(deliveryId), auth)).body as RecipientDeliveryResponse;
    expect(asked.data.requests.map((r) => r.email)).toContain('colleague@acme.example.com');
    expect(state.sharedLogs.get(deliveryId)!.requests.map((r) => r.shared_to_user_email)).toContain(
      'colleague@acme.example.com',
    );
    expect((await call(API.recipients.withdrawRequest, post(ask, token))).body.message).toBe(
      RECIPIENT_MESSAGES.requestWithdrawn,
    );
    expect((await call(API.recipients.withdrawRequest, post(ask, token))).body.message).toBe(
      RECIPIENT_MESSAGES.noOpenRequest,
    );
  });

  it('ends access at once when staff revoke the share', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const { token, deliveryId } = await signIn(call);
    const logs = state.sharedLogs.get(deliveryId)!;
    logs.shared = logs.shared.filter((s) => s.shared_to_user_email !== DEMO_RECIPIENT.email);
    const gone = await call(API.recipients.delivery(deliveryId), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone).toEqual({
      status: 404,
      body: { success: false, message: RECIPIENT_MESSAGES.deliveryNotFound },
    });
  });
  it('refuses the link once its share has ended or was revoked, as the server does, not opening another', async () => {
    for (const end of ['expired', 'revoked'] as const) {
      const state = createDemoState(DEMO_NOW);
      const call = demoCaller(state);
      const { token, deliveryId } = await signIn(call);
      const listed = (
        await call(API.recipients.deliveries, { headers: { authorization: `Bearer ${token}` } })
      ).body.data as { id: number }[];
      expect(listed.length).toBeGreaterThan(1);
      const logs = state.sharedLogs.get(deliveryId)!;
      if (end === 'revoked')
        logs.shared = logs.shared.filter((s) => s.shared_to_user_email !== DEMO_RECIPIENT.email);
      else
        logs.shared.find((s) => s.shared_to_user_email === DEMO_RECIPIENT.email)!.expires_at = new Date(
          DEMO_NOW - 1000,
        ).toISOString();
      for (const ask of [
        call(API.recipients.requestCode, post({ token: DEMO_RECIPIENT.linkToken })),
        call(API.recipients.verify, post({ token: DEMO_RECIPIENT.linkToken, code: DEMO_RECIPIENT.code })),
      ])
        expect(await ask).toEqual({
          status: 404,
          body: { success: false, message: RECIPIENT_MESSAGES.linkInvalid },
        });
    }
  });
});

describe('demo recipient language (decision 0042)', () => {
  it('remembers the recipient’s choice for the next sign-in, said in the language chosen', async () => {
    const call = demoCaller();
    const first = await call(
      API.recipients.verify,
      post({ token: DEMO_RECIPIENT.linkToken, code: DEMO_RECIPIENT.code }),
    );
    expect(first.body).toMatchObject({ language: null, client_language: 'en' });
    const token = first.body.token as string;

    const chosen = await call(API.recipients.language, post({ language: 'ja' }, token));
    const japanese = await loadCatalogue('ja');
    expect(chosen).toEqual({
      status: 200,
      body: { success: true, message: japanese[recipientAnswerMessages.languageSaved.id], language: 'ja' },
    });
    const again = await call(
      API.recipients.verify,
      post({ token: DEMO_RECIPIENT.linkToken, code: DEMO_RECIPIENT.code }),
    );
    expect(again.body).toMatchObject({ language: 'ja', client_language: 'en' });
  });

  it('refuses a language it does not speak, and a caller without a session', async () => {
    const call = demoCaller();
    const { token } = await signIn(call);
    expect((await call(API.recipients.language, post({ language: 'it' }, token))).status).toBe(400);
    expect((await call(API.recipients.language, post({ language: 'de' }))).status).toBe(401);
  });
});

describe('demo download limits, as the server counts them', () => {
  it('a share given a limit refuses the download past it; the Users card reads the count', async () => {
    const call = demoCaller();
    const { token, deliveryId } = await signIn(call);
    const auth = { authorization: `Bearer ${token}` };
    const shared = await call(API.assignments.shareFile, {
      ...post({ delivery_id: String(deliveryId), emails: [DEMO_RECIPIENT.email], download_limit: 1 }),
      as: 'OA',
    });
    expect(shared.status).toBe(200);
    const delivery = (await call(API.recipients.delivery(deliveryId), { headers: auth })).body
      .data as RecipientDeliveryResponse['data'];
    expect(delivery.download_limit).toBe(1);
    const version = delivery.current_version;
    const download = () => call(API.recipients.download, post({ delivery_id: deliveryId, version }, token));
    expect((await download()).status).toBe(200);
    expect(await download()).toEqual({
      status: 409,
      body: { success: false, message: RECIPIENT_MESSAGES.downloadLimitReached },
    });
    const after = (await call(API.recipients.delivery(deliveryId), { headers: auth })).body
      .data as RecipientDeliveryResponse['data'];
    expect(after.versions.find((v) => v.version === version)?.downloads).toBe(1);
    const log = (await call(API.assignments.sharingFile(deliveryId), { as: 'OA' })).body as {
      shared_log: { shared_to_user_email: string; download_limit?: number; downloads?: number }[];
    };
    expect(log.shared_log.find((r) => r.shared_to_user_email === DEMO_RECIPIENT.email)).toMatchObject({
      download_limit: 1,
      downloads: 1,
    });
  });

  it('rings the bell as the server notifies: a version’s first download, a rating, a colleague asked for once', async () => {
    const call = demoCaller();
    const bell = async () =>
      ((await call(API.notifications.list, { as: 'OA' })).body.data as Notification[]).map((n) => n.text);
    const before = await bell();
    const { token, deliveryId } = await signIn(call);
    const delivery = (
      (await call(API.recipients.delivery(deliveryId), { headers: { authorization: `Bearer ${token}` } }))
        .body as RecipientDeliveryResponse
    ).data;
    const version = delivery.current_version;
    const batchId = delivery.batch_id;
    for (let i = 0; i < 2; i++)
      expect(
        (await call(API.recipients.download, post({ delivery_id: deliveryId, version }, token))).status,
      ).toBe(200);
    await call(
      API.recipients.feedback,
      post({ delivery_id: deliveryId, version, rating: 4, comment: '' }, token),
    );
    const ask = { delivery_id: deliveryId, email: 'colleague@acme.example.com' };
    for (let i = 0; i < 2; i++) await call(API.recipients.requestAccess, post(ask, token));
    const email = DEMO_RECIPIENT.email;
    expect(await bell()).toEqual([
      NOTIFICATION_TEXTS.accessRequest(email, ask.email, batchId),
      NOTIFICATION_TEXTS.feedback(email, batchId, version, 4),
      NOTIFICATION_TEXTS.firstDownload(email, batchId, version),
      ...before,
    ]);
  });
});
