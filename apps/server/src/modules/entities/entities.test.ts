import { API, CLIENT_MESSAGES, MESSAGES, type EntityRequest } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient, entityPayload as buildEntityPayload } from '@/test/client-factories.js';
import { findSubService } from '@/test/catalogue.js';
import { buildSignedInUser } from '@/test/factories.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TestApp;
let api: ApiClient;
let admin: string;
let ops: string;
let clientId: number;
let clientCode: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'SL' })).token;
  ops = (await buildSignedInUser(t.app, { userType: 'TL' })).token;
  const { client } = await buildClient(api, admin);
  clientId = client.client_id;
  clientCode = client.client_code;
});
afterAll(() => t.close());

const subServiceId = (name: string) => findSubService(api, admin, name);

const entityPayload = (overrides: Partial<EntityRequest> = {}) => buildEntityPayload(clientId, overrides);

async function uploadContract(bytes: Buffer, name: string, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return api.post(API.requester.contractUpload, form, admin);
}

describe('entities', () => {
  it('creates an entity with every field, priced services and a contract, and previews the contract', async () => {
    const upload = await uploadContract(PDF, 'Master Agreement.pdf');
    expect(upload.json()).toMatchObject({ success: true, message: CLIENT_MESSAGES.contractUploaded });
    const contract = upload.json().file;
    expect(contract).toMatchObject({
      filename: 'Master Agreement.pdf',
      s3_path: expect.stringMatching(/^contracts\/.+\.pdf$/),
    });

    const basic = await subServiceId('Basic Design');
    const res = await api.post(
      API.requester.entity,
      entityPayload({
        contract,
        contract_validity_start: '2026-01-01',
        contract_validity_end: '2027-12-31',
        services: [{ service_mapper: basic, discount: '12.5' }],
      }) as never,
      admin,
    );
    expect(res.json()).toMatchObject({ success: true });
    const entity = res.json().data;
    expect(entity).toMatchObject({
      entity_code: `${clientCode}-E02`,
      is_msla: true,
      contract_file_type: 'MSLA',
      charge_code: 'CC-77',
      file_shared_type: 'external_link',
      contract,
      currency: 'EUR',
      tax_list: [{ tax_type: 'VAT', percentage: '19' }],
    });
    // Basic Design is 18.00 USD; in EUR 16.56. Final sell price 16.56 x 87.5% x 0.9 = 13.04.
    expect(entity.invoice_details).toEqual({
      currency: 'EUR',
      services: [
        expect.objectContaining({
          service_mapper: basic,
          service_id: expect.any(Number),
          service: 'Presentation Design',
          sub_service: 'Basic Design',
          unit_type: 'Pages',
          list_price: '16.56',
          discount: '12.50',
          offered_price: '13.04',
        }),
      ],
    });

    const preview = (await api.get(API.requester.entityContract(entity.id), admin)).json();
    expect(preview).toMatchObject({
      success: true,
      filename: 'Master Agreement.pdf',
      content_type: 'application/pdf',
    });
    const file = await t.app.inject({ method: 'GET', url: preview.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('inline; filename="Master Agreement.pdf"');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const [body, mac] = preview.url.slice('/files/'.length).split('.');
    const tampered = `/files/${body.slice(0, -2)}xx.${mac}`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    t.clock.advance(301_000);
    const expired = await t.app.inject({ method: 'GET', url: preview.url });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(MESSAGES.linkExpired);
  });

  it('keeps the charge code only with its flag, and the sharing fields only for external entities', async () => {
    const res = await api.post(
      API.requester.entity,
      entityPayload({ uses_charge_code: false, is_external: false }) as never,
      admin,
    );
    expect(res.json().data).toMatchObject({
      charge_code: null,
      file_shared_type: null,
      file_sharing_platform: '',
    });
    const missing = await api.post(API.requester.entity, entityPayload({ charge_code: '' }) as never, admin);
    expect(missing.json().message).toBe(CLIENT_MESSAGES.chargeCodeRequired);
  });

  it.each([
    [
      { contract_validity_start: '2027-01-01', contract_validity_end: '2026-01-01' },
      CLIENT_MESSAGES.dateOrder,
    ],
    [{ tax_validity: '2027-02-30' }, CLIENT_MESSAGES.dateInvalid],
    [{ tax_list: [{ tax_type: 'VAT', percentage: '101' }] }, CLIENT_MESSAGES.percentRange],
    [{ entity_name: 'Acme <Europe>' }, MESSAGES.symbolsNotAllowed],
    [
      { contract: { filename: 'x.pdf', s3_path: 'contracts/never-uploaded.pdf' } },
      CLIENT_MESSAGES.contractNotUploaded,
    ],
    [
      { services: [{ service_mapper: 999999, discount: '0' }] },
      CLIENT_MESSAGES.listPriceNotFoundForSubService,
    ],
  ])('refuses %j', async (change, message) => {
    const res = await api.post(API.requester.entity, entityPayload(change as never) as never, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses contract files that are not documents, or too large', async () => {
    const fake = await uploadContract(Buffer.from('MZ\x90\x00 not a pdf'), 'contract.pdf');
    expect(fake.json().message).toBe(CLIENT_MESSAGES.fileTypeNotAllowed);
    const big = await uploadContract(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf');
    expect(big.json().message).toBe(CLIENT_MESSAGES.fileTooLarge);
  });

  it('edits an entity, re-prices it in another currency, and lists it', async () => {
    const proofreading = await subServiceId('Proofreading');
    const created = (
      await api.post(
        API.requester.entity,
        entityPayload({ services: [{ service_mapper: proofreading, discount: '0' }] }) as never,
        admin,
      )
    ).json().data;
    const edited = await api.put(
      API.requester.entityById(created.id),
      entityPayload({
        entity_name: 'Acme Europe SE',
        services: [{ service_mapper: proofreading, discount: '10' }],
      }) as never,
      admin,
    );
    expect(edited.json().data).toMatchObject({
      id: created.id,
      entity_code: created.entity_code,
      entity_name: 'Acme Europe SE',
    });

    const usd = await api.get(`${API.requester.updateCurrency(created.id)}?currency=USD`, admin);
    expect(usd.json().data.invoice_details).toMatchObject({
      currency: 'USD',
      services: [{ list_price: '0.05', discount: '10.00', offered_price: '0.04' }],
    });

    const list = (await api.get(`${API.requester.entity}?cid=${clientId}`, admin)).json().data;
    expect(list.map((e: { id: number }) => e.id)).toContain(created.id);
    const defaults = (await api.get(`${API.requester.defaultEntity}?cid=${clientId}`, admin)).json();
    expect(defaults.entities_list).toContainEqual({
      id: created.id,
      entity_name: 'Acme Europe SE',
      entity_code: created.entity_code,
    });
    expect(
      (await api.get(`${API.requester.entityById(created.id)}?is_update=true`, admin)).json().data.id,
    ).toBe(created.id);
    expect((await api.get(API.client.entityById(created.id), ops)).json().data.entity_name).toBe(
      'Acme Europe SE',
    );
  });

  it('answers 404 for a missing entity and 403 to a role that may not change it', async () => {
    expect((await api.get(API.requester.entityById(999999), admin)).statusCode).toBe(404);
    expect(
      (await api.put(API.requester.entityById(999999), entityPayload() as never, admin)).statusCode,
    ).toBe(404);
    expect((await api.post(API.requester.entity, entityPayload() as never, ops)).statusCode).toBe(403);
    const own = (await api.get(`${API.requester.entity}?cid=${clientId}`, admin)).json().data[0];
    expect((await api.get(`${API.requester.updateCurrency(own.id)}?currency=AED`, ops)).statusCode).toBe(403);
    expect((await api.get(`${API.requester.updateCurrency(own.id)}?currency=GBP`, admin)).statusCode).toBe(
      400,
    );
    expect(
      (
        await uploadContract(PDF, 'a.pdf').then(() =>
          api.post(API.requester.contractUpload, new FormData(), ops),
        )
      ).statusCode,
    ).toBe(403);
  });
});
