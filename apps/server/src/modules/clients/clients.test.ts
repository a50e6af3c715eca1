import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient, newClientPayload } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
let ops: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  ops = (await buildSignedInUser(t.app, { userType: 'OU' })).token;
});
afterAll(() => t.close());

describe('POST company/ (the /adduser form)', () => {
  it('creates a company with its first entity and user', async () => {
    const payload = newClientPayload({ copy_address: true });
    const res = await api.post(API.requester.company, payload as never, admin);
    expect(res.statusCode).toBe(200);
    const client = res.json().data;
    expect(client).toMatchObject({
      client_name: payload.company_name,
      client_code: payload.client_code,
      client_domain_list: payload.company_domain_list,
      client_logo: null,
      entities_count: 1,
      users_count: 1,
    });
    const entity = (await api.get(`${API.requester.entity}?cid=${client.client_id}`, admin)).json().data[0];
    expect(entity).toMatchObject({
      entity_name: 'Acme India Pvt Ltd',
      entity_code: `${payload.client_code}-E01`,
      contract_file_type: 'NDA',
      is_msla: false,
    });
    const user = (await api.get(`${API.requester.user}?cid=${client.client_id}`, admin)).json().data[0];
    // 'Copy address' gives the user the entity's country and city.
    expect(user).toMatchObject({
      email: payload.user_data.user_email,
      city: 'Bengaluru',
      default_entity: entity.id,
    });
  });

  it('adds an entity and a user to an existing company', async () => {
    const { client, payload } = await buildClient(api, admin);
    const more = newClientPayload({
      client_id: client.client_id,
      company_name: client.client_name,
      client_code: client.client_code,
      company_domain_list: client.client_domain_list,
      user_data: { ...payload.user_data, user_email: `second@${client.client_domain_list[0]}` },
    });
    const res = await api.post(API.requester.company, more as never, admin);
    expect(res.json().data).toMatchObject({ client_id: client.client_id, entities_count: 2, users_count: 2 });
  });

  it.each([
    [
      'a taken code',
      async (p: ReturnType<typeof newClientPayload>) => {
        const { client } = await buildClient(api, admin);
        return { ...p, client_code: client.client_code };
      },
      (p: ReturnType<typeof newClientPayload>) => CLIENT_MESSAGES.clientCodeTaken(p.client_code),
    ],
  ])('refuses %s', async (_name, change, message) => {
    const payload = await change(newClientPayload());
    const res = await api.post(API.requester.company, payload as never, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message(payload));
  });

  it.each([
    [{ company_name: 'Acme; Ltd' }, MESSAGES.symbolsNotAllowed],
    [{ company_name: '' }, CLIENT_MESSAGES.companyNameRequired],
    [{ client_code: 'a-b' }, CLIENT_MESSAGES.clientCodeFormat],
    [{ company_domain_list: [] }, CLIENT_MESSAGES.domainRequired],
    [{ company_domain_list: ['not a domain'] }, CLIENT_MESSAGES.domainInvalid],
    [{ note_understood: false }, CLIENT_MESSAGES.confirmNote],
    [{ instruction_understood: false }, CLIENT_MESSAGES.confirmInstruction],
  ])('validates %j', async (change, message) => {
    const res = await api.post(API.requester.company, newClientPayload(change as never) as never, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('rolls everything back when the user is refused', async () => {
    const payload = newClientPayload();
    payload.user_data = { ...payload.user_data, user_email: 'someone@elsewhere.com' };
    const res = await api.post(API.requester.company, payload as never, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      CLIENT_MESSAGES.emailDomainNotAllowed(payload.company_domain_list.join(', ')),
    );
    const search = await api.get(`${API.requester.search}?q=${payload.client_code}`, admin);
    expect(search.json().data).toEqual([]);
  });

  it('checks the place: a city must belong to the country', async () => {
    const payload = newClientPayload();
    payload.entity_data = { ...payload.entity_data, entity_city: 'Paris' };
    const res = await api.post(API.requester.company, payload as never, admin);
    expect(res.json().message).toBe(CLIENT_MESSAGES.cityRequired);
  });
});

describe('client list and search', () => {
  it('rejects symbols in the search and a malformed month', async () => {
    expect((await api.get(`${API.requester.search}?q=a%3Cb`, admin)).json().message).toBe(
      MESSAGES.symbolsNotAllowed,
    );
    expect((await api.get(`${API.requester.company}?month=2026-13`, admin)).statusCode).toBe(400);
  });

  it('lists default clients for the existing-company select', async () => {
    const { client } = await buildClient(api, admin);
    const list = (await api.get(API.requester.defaultClients, admin)).json().data;
    expect(list).toContainEqual({
      id: client.client_id,
      company_name: client.client_name,
      company_domain_list: client.client_domain_list,
      client_code: client.client_code,
    });
  });
});

describe('client codes', () => {
  it('generates a code from the name and a free one when it is taken', async () => {
    const gen = async (name: string) =>
      (await api.get(`${API.requester.generateClientCode}?com=${encodeURIComponent(name)}`, admin)).json()
        .client_code;
    expect(await gen('Global Legal Partners')).toBe('GLP');
    await buildClient(api, admin, { company_name: 'Global Legal Partners', client_code: 'GLP' });
    expect(await gen('Global Legal Partners')).toBe('GLP2');
    expect(await gen('Nimbus')).toBe('NIMB');
  });

  it('verifies a code: taken, free or malformed', async () => {
    const { client } = await buildClient(api, admin);
    const verify = async (cc: string) =>
      (await api.get(`${API.requester.verifyClientCode}?cc=${cc}`, admin)).json();
    expect(await verify(client.client_code)).toEqual({
      success: true,
      valid: false,
      message: CLIENT_MESSAGES.clientCodeTaken(client.client_code),
    });
    expect(await verify('FREE1')).toEqual({
      success: true,
      valid: true,
      message: CLIENT_MESSAGES.clientCodeAvailable,
    });
    expect((await verify('x')).valid).toBe(false);
  });
});

describe('editing a client', () => {
  it('renames and changes domains, but keeps domains its users rely on', async () => {
    const { client } = await buildClient(api, admin);
    const url = API.requester.companyById(client.client_id);
    const renamed = await api.put(
      url,
      { company_name: 'Acme Global', company_domain_list: [...client.client_domain_list, 'acme.io'] },
      admin,
    );
    expect(renamed.json().data).toMatchObject({
      client_name: 'Acme Global',
      client_code: client.client_code,
    });
    const dropped = await api.put(url, { company_domain_list: ['acme.io'] }, admin);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toBe(CLIENT_MESSAGES.domainInUse(client.client_domain_list[0]));
  });

  it('takes a logo image, served back at the path the client names, and refuses other files', async () => {
    const { client } = await buildClient(api, admin);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (bytes: Buffer, name: string) => {
      const data = new FormData();
      data.append('image', new Blob([bytes]), name);
      return data;
    };
    const res = await api.post(API.requester.companyLogo(client.client_id), form(png, 'logo.png'), admin);
    const logo = res.json().data.client_logo;
    expect(logo).toMatch(/^\/media\/client-logos\/.+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.headers['content-type']).toBe('image/png');
    const bad = await api.post(
      API.requester.companyLogo(client.client_id),
      form(Buffer.from('<svg/>'), 'x.png'),
      admin,
    );
    expect(bad.json().message).toBe(MESSAGES.imageTypeNotAllowed);
    expect(
      (await api.post(API.requester.companyLogo(client.client_id), form(png, 'l.png'), ops)).statusCode,
    ).toBe(403);
  });

  it('accepts PATCH as well as PUT', async () => {
    const { client } = await buildClient(api, admin);
    const res = await t.app.inject({
      method: 'PATCH',
      url: API.requester.companyById(client.client_id),
      payload: { company_name: 'Patched Name' },
      headers: {
        authorization: `Bearer ${admin}`,
        cookie: 'csrftoken=test-csrf-token-0123456789',
        'x-csrftoken': 'test-csrf-token-0123456789',
      },
    });
    expect(res.json().data.client_name).toBe('Patched Name');
  });

  it('answers 404 for a missing client', async () => {
    expect((await api.get(API.requester.companyById(999999), admin)).statusCode).toBe(404);
    expect((await api.put(API.requester.companyById(999999), { company_name: 'X' }, admin)).statusCode).toBe(
      404,
    );
  });

  it('reads ids as plain decimal digits only: other spellings of a real id name no record', async () => {
    const { client } = await buildClient(api, admin);
    const id = client.client_id;
    expect((await api.get(API.requester.companyById(`00${id}`), admin)).statusCode).toBe(200);
    for (const spelling of [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `%20${id}`, `${id}.0`, '-1', '0']) {
      const res = await api.get(API.requester.companyById(spelling), admin);
      expect(res.statusCode, spelling).toBe(404);
      expect(res.json()).toEqual({ success: false, message: MESSAGES.notFound });
    }
  });
});

describe('roles', () => {
  it('lets every staff member read, and only OA, SL and CR change anything', async () => {
    const { client } = await buildClient(api, admin);
    expect((await api.get(API.requester.company, ops)).statusCode).toBe(200);
    const refused = await api.post(API.requester.company, newClientPayload() as never, ops);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect(
      (await api.put(API.requester.companyById(client.client_id), { company_name: 'X' }, ops)).statusCode,
    ).toBe(403);
    for (const type of ['SL', 'CR'] as const) {
      const { token } = await buildSignedInUser(t.app, { userType: type });
      expect((await api.post(API.requester.company, newClientPayload() as never, token)).statusCode).toBe(
        200,
      );
    }
    expect((await api.get(API.requester.company)).statusCode).toBe(401);
  });
});

// Last: it moves the clock on by weeks.
describe('months', () => {
  it('groups by month, sorts both ways and searches name, code and domain', async () => {
    const first = await buildClient(api, admin, { company_name: 'Zephyr Translations' });
    t.clock.advance(40 * 24 * 3_600_000);
    admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
    const { client: later } = await buildClient(api, admin, { company_name: 'Zephyr Analytics' });
    expect(later.created_at.slice(0, 7)).not.toBe(first.client.created_at.slice(0, 7));
    const asc = (await api.get(`${API.requester.company}?sort=asc`, admin)).json();
    expect(asc.sort_order).toBe('asc');
    const names = asc.data.flatMap((m: { info: { client_name: string }[] }) =>
      m.info.map((c) => c.client_name),
    );
    expect(names.indexOf('Zephyr Translations')).toBeLessThan(names.indexOf('Zephyr Analytics'));
    const desc = (await api.get(`${API.requester.company}?sort=desc`, admin)).json();
    const descNames = desc.data.flatMap((m: { info: { client_name: string }[] }) =>
      m.info.map((c) => c.client_name),
    );
    expect(descNames.indexOf('Zephyr Analytics')).toBeLessThan(descNames.indexOf('Zephyr Translations'));
    expect(asc.data[0]).toMatchObject({
      title: expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/),
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });

    const month = first.client.created_at.slice(0, 7);
    const inMonth = (await api.get(`${API.requester.company}?month=${month}`, admin)).json().data;
    expect(inMonth.map((m: { month: string }) => m.month)).toEqual([month]);
    expect(inMonth[0].info.map((c: { client_id: number }) => c.client_id)).not.toContain(later.client_id);

    const byName = (await api.get(`${API.requester.search}?q=zephyr`, admin)).json().data;
    expect(byName.flatMap((m: { info: unknown[] }) => m.info)).toHaveLength(2);
    const byDomain = (await api.get(`${API.requester.search}?q=${later.client_domain_list[0]}`, admin)).json()
      .data;
    expect(
      byDomain.flatMap((m: { info: { client_id: number }[] }) => m.info.map((c) => c.client_id)),
    ).toEqual([later.client_id]);
  });
});
