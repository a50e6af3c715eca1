import { API, CLIENT_MESSAGES, MESSAGES, type ClientUserRequest } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient, clientUserPayload } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
let client: { client_id: number; client_domain_list: string[] };
let entity: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  ({ client, entity } = await buildClient(api, admin));
});
afterAll(() => t.close());

const userPayload = (overrides: Partial<ClientUserRequest> = {}) =>
  clientUserPayload(client, entity.id, overrides);

describe('client users', () => {
  it('adds, edits and lists a client user', async () => {
    const created = await api.post(API.requester.user, userPayload() as never, admin);
    expect(created.statusCode).toBe(200);
    const user = created.json().data;
    expect(user).toMatchObject({ ...userPayload(), id: expect.any(Number) });
    const edited = await api.put(
      API.requester.userById(user.id),
      userPayload({ designation: 'CMO', city: 'Mumbai' }) as never,
      admin,
    );
    expect(edited.json().data).toMatchObject({ id: user.id, designation: 'CMO', city: 'Mumbai' });
    const list = (await api.get(`${API.requester.user}?cid=${client.client_id}`, admin)).json().data;
    expect(list.map((u: { email: string }) => u.email)).toContain(user.email);
    expect((await api.get(API.requester.userById(user.id), admin)).json().data.designation).toBe('CMO');
  });

  it.each([
    [
      { email: 'arjun@gmail.com' },
      (): string => CLIENT_MESSAGES.emailDomainNotAllowed(client.client_domain_list.join(', ')),
    ],
    [{ email: 'not-an-email' }, (): string => MESSAGES.invalidEmail],
    [{ username: 'Arjun (CEO)' }, (): string => MESSAGES.symbolsNotAllowed],
    [
      { phone_number_list: [{ ext: '+91', number: '99887x' }] },
      (): string => MESSAGES.textAndSymbolsNotAllowed,
    ],
    [{ phone_number_list: [{ ext: '+999', number: '998877' }] }, (): string => MESSAGES.selectFromList],
    [{ city: 'Atlantis' }, (): string => CLIENT_MESSAGES.cityRequired],
    [{ default_entity: 999999 }, (): string => CLIENT_MESSAGES.entityNotOfClient],
  ])('refuses %j', async (change, message) => {
    const email = `case-${Math.random().toString(36).slice(2, 8)}@${client.client_domain_list[0]}`;
    const res = await api.post(
      API.requester.user,
      userPayload({ email, ...change } as never) as never,
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message());
  });

  it('keeps e-mails unique', async () => {
    const email = `unique@${client.client_domain_list[0]}`;
    expect((await api.post(API.requester.user, userPayload({ email }) as never, admin)).statusCode).toBe(200);
    const again = await api.post(
      API.requester.user,
      userPayload({ email: email.toUpperCase() }) as never,
      admin,
    );
    expect(again.json().message).toBe(CLIENT_MESSAGES.emailInUse);
  });

  it('answers 404 for a missing user and 403 to roles that may not change users', async () => {
    expect((await api.get(API.requester.userById(999999), admin)).statusCode).toBe(404);
    expect((await api.put(API.requester.userById(999999), userPayload() as never, admin)).statusCode).toBe(
      404,
    );
    const { token } = await buildSignedInUser(t.app, { userType: 'OU' });
    expect((await api.post(API.requester.user, userPayload() as never, token)).statusCode).toBe(403);
  });
});
