import { API, CLIENT_MESSAGES } from '@ops/contracts';
import {
  CLIENT_CODE_CASES,
  CLIENT_RECORD_CASES,
  clientRecordCompany,
  clientRecordWorld,
  pickedCompany,
} from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
let cases = 0;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
});
afterAll(() => t.close());

/** A company with its first entity and user, as company/ creates it. */
async function company(tag: string) {
  const payload = clientRecordCompany(tag);
  const created = await api.post(API.requester.company, payload as never, admin);
  expect(created.statusCode).toBe(200);
  const clientId: number = created.json().data.client_id;
  const [entity] = (await api.get(`${API.requester.entity}?cid=${clientId}`, admin)).json().data;
  return { payload, clientId, entityId: entity.id as number };
}

/** Each case its own companies: the cases share the database. */
async function world() {
  cases += 1;
  const own = await company(`S${cases}`);
  const other = await company(`S${cases}B`);
  return clientRecordWorld(own, other.entityId);
}

// The contracts' cases of the client records, through the entity/ and user/ routes.
describe('a client’s records at entity/ and user/', () => {
  it.each(CLIENT_RECORD_CASES.entities)('$name', async ({ entity, expected }) => {
    const w = await world();
    const saved = await api.post(API.requester.entity, entity(w) as never, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...expected, entity_code: `${w.clientCode}-E02` });
  });

  it.each(CLIENT_RECORD_CASES.users)('$name', async ({ user, refusal }) => {
    const w = await world();
    const saved = await api.post(API.requester.user, user(w) as never, admin);
    expect(saved.statusCode).toBe(refusal ? 400 : 200);
    if (refusal) expect(saved.json().message).toBe(refusal(w));
  });

  it('lists a new company in the pickers’ list', async () => {
    const { payload, clientId } = await company('PICK');
    const listed = (await api.get(API.requester.defaultClients, admin)).json().data;
    expect(listed).toContainEqual(pickedCompany(payload, clientId));
  });

  it.each(CLIENT_RECORD_CASES.contractNames)('a contract named $name', async ({ filename, stored }) => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 case'], { type: 'application/pdf' }), filename);
    const uploaded = await api.post(API.requester.contractUpload, form, admin);
    expect(uploaded.statusCode).toBe(stored === null ? 400 : 200);
    if (stored === null) expect(uploaded.json().message).toBe(CLIENT_MESSAGES.fileTypeNotAllowed);
    else expect(uploaded.json().file.filename).toBe(stored);
  });

  it.each(CLIENT_CODE_CASES)('a client code: $name', async ({ companyName, taken, expected }) => {
    for (const [index, code] of taken.entries()) {
      const payload = { ...clientRecordCompany(`${code}C${index}`), client_code: code };
      expect((await api.post(API.requester.company, payload as never, admin)).statusCode).toBe(200);
    }
    const query = new URLSearchParams({ com: companyName });
    const generated = await api.get(`${API.requester.generateClientCode}?${query}`, admin);
    expect(generated.json().client_code).toBe(expected);
  });
});
