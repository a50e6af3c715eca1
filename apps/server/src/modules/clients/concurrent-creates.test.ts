import { API, CLIENT_MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient, clientUserPayload, entityPayload, newClientPayload } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

// On PGlite the requests run one after the other; with TEST_DATABASE_URL (as CI runs) they race for real.
const AT_ONCE = 6;

let t: TestApp;
let api: ApiClient;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
});
afterAll(() => t.close());

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe('identical creates at the same moment', () => {
  it('creates one client with a code and answers the others as the sequential check does', async () => {
    const payload = newClientPayload();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => api.post(API.requester.company, payload as never, admin)),
    );
    expect(statuses(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(400)]);
    for (const lost of answers.filter((a) => a.statusCode === 400))
      expect(lost.json()).toEqual({
        success: false,
        message: CLIENT_MESSAGES.clientCodeTaken(payload.client_code),
      });
  });

  it('saves one client user per e-mail', async () => {
    const { client, entity } = await buildClient(api, admin);
    const user = clientUserPayload(client, entity.id);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => api.post(API.requester.user, user, admin)),
    );
    expect(statuses(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(400)]);
    for (const lost of answers.filter((a) => a.statusCode === 400))
      expect(lost.json()).toEqual({ success: false, message: CLIENT_MESSAGES.emailInUse });
  });

  it("numbers a client's new entities one after the other", async () => {
    const { client } = await buildClient(api, admin);
    const entity = entityPayload(client.client_id, {
      is_external: false,
      file_sharing_platform: '',
      file_shared_type: null,
      uses_charge_code: false,
      charge_code: null,
    });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => api.post(API.requester.entity, entity, admin)),
    );
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(answers.map((a) => [200, a.body]));
    const codes = answers.map((a) => a.json().data.entity_code).sort();
    const expected = Array.from(
      { length: AT_ONCE },
      (_, i) => `${client.client_code}-E${String(i + 2).padStart(2, '0')}`,
    );
    expect(codes).toEqual(expected);
  });
});
