import { API, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildClient } from '../test/client-factories.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { buildSignedInUser } from '../test/factories.js';

let t: TestApp;
let api: ApiClient;
let token: string;
let deliveryId: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  token = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  const { client, entity } = await buildClient(api, token);
  deliveryId = (await buildDelivery(t.app, { clientId: client.client_id, entityId: entity.id })).delivery.id;
});
afterAll(() => t.close());

const refused = { success: false, message: MESSAGES.unstorableText };

describe('values nested deeper than any request of the API', () => {
  it('refuses them as too large, before a form reader turns them into text', async () => {
    for (const url of [API.deliveries.legacyUpdateAssignment, API.deliveries.uploadNewDelivery]) {
      const res = await api.post(url, `${'['.repeat(100_000)}${']'.repeat(100_000)}`, token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MESSAGES.requestTooLarge });
    }
  });
});

describe('text no column can store', () => {
  it('refuses a NUL or a lone surrogate in JSON text and keys, and keeps a real emoji', async () => {
    for (const message of ['a\u0000b', 'half \ud800 pair', 'trailing \udc00']) {
      const res = await api.post(
        API.assignments.postComment,
        JSON.stringify({ message, delivery_id: deliveryId }),
        token,
      );
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    const key = await api.post(
      API.assignments.postComment,
      JSON.stringify({ message: 'hi', delivery_id: deliveryId, 'x\u0000': 1 }),
      token,
    );
    expect(key.json()).toEqual(refused);
    const fine = await api.post(
      API.assignments.postComment,
      { message: 'Thanks 👍', delivery_id: deliveryId },
      token,
    );
    expect(fine.statusCode).toBe(200);
    const comments = (await api.get(API.assignments.comments(deliveryId), token)).json().data;
    expect(comments.map((c: { message: { chat: string } }) => c.message.chat)).toEqual(['Thanks 👍']);
  });

  it("refuses it in a download call's query and in a multipart form field", async () => {
    const detail = (await api.get(API.assignments.byId(deliveryId), token)).json().last_assignment;
    const links: Record<string, string> = detail.target_versions[0].files[0].links;
    const link = Object.values(links)[0];
    for (const query of ['platform=Mac%00Intel', 'device=%00', 'address=Some%00where']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${link}?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    const form = new FormData();
    form.append('total_group', '1');
    form.append('delivery_notes_1', 'note\u0000');
    const res = await api.post(API.deliveries.uploadNewDelivery, form, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });
});
