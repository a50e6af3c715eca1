import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES } from '@ops/contracts';
import {
  CLIENT_CODE_CASES,
  CLIENT_RECORD_CASES,
  clientRecordCompany,
  clientRecordWorld,
  pickedCompany,
} from '@ops/contracts/rule-cases';
import { demo, multipart } from '../test-kit/delivery-calls';

type Call = ReturnType<typeof demo>['call'];

/** A company with its first entity and user, as company/ creates it. */
async function company(call: Call, tag: string) {
  const payload = clientRecordCompany(tag);
  const created = await call(API.requester.company, { method: 'POST', as: 'OA', json: payload });
  expect(created.status).toBe(200);
  const clientId = (created.body.data as { client_id: number }).client_id;
  const listing = await call(`${API.requester.entity}?cid=${clientId}`, { as: 'OA' });
  const [entity] = listing.body.data as { id: number }[];
  return { payload, clientId, entityId: entity!.id };
}

async function world(call: Call) {
  const own = await company(call, 'D');
  const other = await company(call, 'DB');
  return clientRecordWorld(own, other.entityId);
}

// The contracts' cases of the client records, through the demo's entity/ and user/ handlers.
describe('a client’s records in the demo', () => {
  it.each(CLIENT_RECORD_CASES.entities)('$name', async ({ entity, expected }) => {
    const { call } = demo();
    const w = await world(call);
    const saved = await call(API.requester.entity, { method: 'POST', as: 'OA', json: entity(w) });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...expected, entity_code: `${w.clientCode}-E02` });
  });

  it.each(CLIENT_RECORD_CASES.users)('$name', async ({ user, refusal }) => {
    const { call } = demo();
    const w = await world(call);
    const saved = await call(API.requester.user, { method: 'POST', as: 'OA', json: user(w) });
    expect(saved.status).toBe(refusal ? 400 : 200);
    if (refusal) expect(saved.body.message).toBe(refusal(w));
  });

  it('lists a new company in the pickers’ list', async () => {
    const { call } = demo();
    const { payload, clientId } = await company(call, 'PICK');
    const listed = await call(API.requester.defaultClients, { as: 'OA' });
    expect(listed.body.data).toContainEqual(pickedCompany(payload, clientId));
  });

  it.each(CLIENT_RECORD_CASES.contractNames)('a contract named $name', async ({ filename, stored }) => {
    const { call } = demo();
    const { headers, body } = multipart([], [{ field: 'file', name: filename, content: '%PDF-1.4 case' }]);
    const uploaded = await call(API.requester.contractUpload, { method: 'POST', as: 'OA', headers, body });
    expect(uploaded.status).toBe(stored === null ? 400 : 200);
    if (stored === null) expect(uploaded.body.message).toBe(CLIENT_MESSAGES.fileTypeNotAllowed);
    else expect(uploaded.body.file.filename).toBe(stored);
  });

  it.each(CLIENT_CODE_CASES)('a client code: $name', async ({ companyName, taken, expected }) => {
    const { call } = demo();
    for (const [index, code] of taken.entries()) {
      const payload = { ...clientRecordCompany(`${code}C${index}`), client_code: code };
      expect((await call(API.requester.company, { method: 'POST', as: 'OA', json: payload })).status).toBe(
        200,
      );
    }
    const query = new URLSearchParams({ com: companyName });
    const generated = await call(`${API.requester.generateClientCode}?${query}`, { as: 'OA' });
    expect(generated.body.client_code).toBe(expected);
  });
});
