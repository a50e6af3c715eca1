import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import type {
  Client,
  ClientListResponse,
  ClientUser,
  CreateClientRequest,
  Entity,
  EntityRequest,
  Invoice,
  UserType,
} from '@ops/contracts';
import { createDemoState } from '../data/demo-state';
import { DEMO_NOW, demoCaller } from '../test-kit/demo-call';
import { multipartFile as multipart } from '../test-kit/multipart-file';

const json = (method: string, body: unknown, as: UserType = 'SL') => ({
  method,
  as,
  body: JSON.stringify(body),
});

const upload = (name: string, content: string | Uint8Array, type = 'application/pdf') => ({
  ...multipart('file', name, type, content),
  as: 'SL' as const,
});

const PDF_BYTES = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n';

const newClient = (overrides: Partial<CreateClientRequest> = {}): CreateClientRequest => ({
  company_name: 'Zenith Labs',
  client_code: 'ZEN',
  company_domain_list: ['zenithlabs.example.com'],
  entity_data: {
    entity_name: 'Zenith Labs India',
    address_1: '12 MG Road',
    entity_zip_code: '411001',
    entity_country: 'India',
    entity_city: 'Pune',
  },
  user_data: {
    user_name: 'Asha Rao',
    user_email: 'asha.rao@zenithlabs.example.com',
    user_country: 'India',
    user_city: 'Pune',
    user_phone_no: [{ ext: '+91', number: '9876543210' }],
  },
  note_understood: true,
  instruction_understood: true,
  copy_address: true,
  ...overrides,
});

const entityOf = (clientId: number, overrides: Partial<EntityRequest> = {}): EntityRequest => ({
  client_id: clientId,
  entity_name: 'Zenith Labs GmbH',
  country: 'Germany',
  city: 'Berlin',
  currency: 'EUR',
  contract_file_type: 'MSLA',
  services: [{ service_mapper: 6, discount: '10' }],
  ...overrides,
});

const cardsOf = (body: Record<string, unknown>) => (body as ClientListResponse).data.flatMap((m) => m.info);

beforeAll(() => {
  // jsdom has no object URLs; the browser gives the preview its blob: link.
  URL.createObjectURL ??= vi.fn(() => 'blob:demo-contract');
});

describe('demo client administration', () => {
  it('lists the sample clients with their counts, and finds one by a domain', async () => {
    const call = demoCaller();
    const list = await call(`${API.requester.company}?sort=desc`, { as: 'SL' });
    const cards = cardsOf(list.body);
    expect(cards.map((c) => c.client_code)).toEqual(['ALNOOR', 'ACME', 'GLOBEX', 'INITECH', 'MCP', 'LUMEN']);
    expect(cards.find((c) => c.client_code === 'ACME')).toMatchObject({ entities_count: 2, users_count: 2 });
    const found = await call(`${API.requester.search}?q=GLOBEX-GROUP`, { as: 'OU' });
    expect(cardsOf(found.body).map((c) => c.client_code)).toEqual(['GLOBEX']);
    // The server answers a schema's own wording only when it is one of the texts written for people.
    const refused = await call(`${API.requester.company}?month=2026-13`, { as: 'SL' });
    expect(refused).toEqual({ status: 400, body: { success: false, message: MESSAGES.invalidRequest } });
  });

  it('creates a client with its first entity and user, shown in the list, and refuses its code again', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const created = await call(API.requester.company, json('POST', newClient()));
    expect(created.status).toBe(200);
    const client = created.body.data as Client;
    expect(created.body.message).toBe(CLIENT_MESSAGES.clientCreated);
    expect(client).toMatchObject({ client_code: 'ZEN', entities_count: 1, users_count: 1 });

    const list = await call(`${API.requester.search}?q=zenith`, { as: 'CR' });
    expect(cardsOf(list.body)).toEqual([client]);
    const entities = (await call(`${API.requester.entity}?cid=${client.client_id}`, { as: 'SL' })).body
      .data as Entity[];
    expect(entities).toMatchObject([{ entity_code: 'ZEN-E01', city: 'Pune', currency: 'USD' }]);
    const users = (await call(`${API.requester.user}?cid=${client.client_id}`, { as: 'SL' })).body
      .data as ClientUser[];
    expect(users).toMatchObject([
      { email: 'asha.rao@zenithlabs.example.com', default_entity: entities[0]!.id },
    ]);

    const again = await call(API.requester.company, json('POST', newClient({ client_code: 'zen' })));
    expect(again).toEqual({
      status: 400,
      body: { success: false, message: 'Company Code ZEN is already in use' },
    });
    expect((await call(`${API.requester.verifyClientCode}?cc=ZEN`, { as: 'SL' })).body).toMatchObject({
      valid: false,
      message: 'Company Code ZEN is already in use',
    });
    const generated = await call(`${API.requester.generateClientCode}?com=Zenith`, { as: 'SL' });
    expect(generated.body.client_code).toBe('ZENI');
  });

  it('keeps a client’s portal language: English unless given, set on create, changed by edits', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    expect(state.clients.every((c) => c.portal_language === 'en')).toBe(true);
    const plain = (await call(API.requester.company, json('POST', newClient()))).body.data as Client;
    expect(plain.portal_language).toBe('en');
    const german = await call(
      API.requester.company,
      json(
        'POST',
        newClient({
          company_name: 'Zenith DE',
          client_code: 'ZDE',
          company_domain_list: ['zenith.example.de'],
          user_data: { ...newClient().user_data, user_email: 'asha@zenith.example.de' },
          portal_language: 'de',
        }),
      ),
    );
    expect(german.status).toBe(200);
    const client = german.body.data as Client;
    expect(client.portal_language).toBe('de');
    const found = await call(`${API.requester.search}?q=ZDE`, { as: 'OU' });
    expect(cardsOf(found.body)).toMatchObject([{ client_code: 'ZDE', portal_language: 'de' }]);

    // An existing company's create adds an entity and a user; its language stays.
    const acme = state.clients.find((c) => c.client_code === 'ACME')!;
    const more = newClient({
      client_id: acme.client_id,
      company_name: acme.client_name,
      client_code: acme.client_code,
      company_domain_list: acme.client_domain_list,
      user_data: { ...newClient().user_data, user_email: 'ravi@acme.example.com' },
      portal_language: 'ja',
    });
    expect((await call(API.requester.company, json('POST', more))).body.data).toMatchObject({
      portal_language: 'en',
    });

    const id = API.requester.companyById(client.client_id);
    const edited = await call(id, json('PUT', { company_name: 'Zenith DE', portal_language: 'fr' }));
    expect(edited.body).toMatchObject({ data: { client_name: 'Zenith DE', portal_language: 'fr' } });
    // A PATCH without it keeps it; a language not offered is refused.
    const renamed = await call(id, json('PATCH', { company_name: 'Zenith France' }));
    expect(renamed.body.data).toMatchObject({ client_name: 'Zenith France', portal_language: 'fr' });
    expect((await call(id, json('PATCH', { portal_language: 'it' }))).status).toBe(400);
    expect((await call(id, { as: 'OU' })).body.data).toMatchObject({ portal_language: 'fr' });
  });

  it('leaves no client behind when its first user is refused, and keeps writes to client admins', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const before = state.clients.length;
    const wrongDomain = newClient({
      user_data: { ...newClient().user_data, user_email: 'asha@elsewhere.example.com' },
    });
    expect(await call(API.requester.company, json('POST', wrongDomain))).toEqual({
      status: 400,
      body: { success: false, message: CLIENT_MESSAGES.emailDomainNotAllowed('zenithlabs.example.com') },
    });
    expect(state.clients).toHaveLength(before);
    expect(state.clientArea.entities.some((e) => e.entity_name === 'Zenith Labs India')).toBe(false);

    expect(await call(API.requester.company, json('POST', newClient(), 'OU'))).toEqual({
      status: 403,
      body: { success: false, message: MESSAGES.forbidden },
    });
    expect((await call(API.requester.company)).status).toBe(401);
    expect((await call(API.requester.companyById(999), { as: 'OU' })).body.message).toBe(
      CLIENT_MESSAGES.clientNotFound,
    );
  });

  // As the server judges a contract (file-type on the content, the contracts' contractTypeOf): an Office
  // file is one inside its zip, not by its name.
  it('takes a Word file as a contract but not a plain zip named like one', async () => {
    const call = demoCaller(createDemoState(DEMO_NOW));
    const docx = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8('<w:document/>'),
    });
    const zip = zipSync({ 'notes.txt': strToU8('not a contract') });
    const word = await call(API.requester.contractUpload, upload('Terms.docx', docx));
    expect(word.body).toMatchObject({ message: CLIENT_MESSAGES.contractUploaded });
    expect((word.body.file as { s3_path: string }).s3_path).toMatch(/\.docx$/);
    const plain = await call(API.requester.contractUpload, upload('Terms.docx', zip));
    expect(plain).toEqual({
      status: 400,
      body: { success: false, message: CLIENT_MESSAGES.fileTypeNotAllowed },
    });
  });

  it('adds an entity with an uploaded contract and price terms, edits it and re-prices it', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const acme = state.clients.find((c) => c.client_code === 'ACME')!.client_id;
    expect((await call(API.requester.contractUpload, { ...upload('notes.txt', 'hello') })).body.message).toBe(
      CLIENT_MESSAGES.fileTypeNotAllowed,
    );
    const uploaded = await call(API.requester.contractUpload, upload('msla contract.pdf', PDF_BYTES));
    expect(uploaded.body).toMatchObject({
      message: CLIENT_MESSAGES.contractUploaded,
      file: { filename: 'msla contract.pdf' },
    });
    const contract = uploaded.body.file as { filename: string; s3_path: string };

    const invented = entityOf(acme, { contract: { filename: 'x.pdf', s3_path: 'contracts/none.pdf' } });
    expect((await call(API.requester.entity, json('POST', invented))).body.message).toBe(
      CLIENT_MESSAGES.contractNotUploaded,
    );
    const saved = await call(API.requester.entity, json('POST', entityOf(acme, { contract })));
    const entity = saved.body.data as Entity;
    expect(entity).toMatchObject({ entity_code: 'ACME-E03', is_msla: true, contract });
    expect(entity.invoice_details.services).toMatchObject([
      { sub_service: 'Basic Design', list_price: '16.56', discount: '10.00', offered_price: '13.41' },
    ]);
    expect(state.clients.find((c) => c.client_id === acme)!.entities_count).toBe(3);
    // The upload is used up: another entity cannot name it.
    expect((await call(API.requester.entity, json('POST', entityOf(acme, { contract })))).body.message).toBe(
      CLIENT_MESSAGES.contractNotUploaded,
    );

    const edited = await call(
      API.requester.entityById(entity.id),
      json('PUT', entityOf(acme, { contract, entity_name: 'Zenith Labs Deutschland GmbH', city: 'Munich' })),
    );
    expect(edited.body.data).toMatchObject({
      entity_name: 'Zenith Labs Deutschland GmbH',
      entity_code: 'ACME-E03',
    });
    expect((await call(API.client.entityById(entity.id), { as: 'OU' })).body.data).toMatchObject({
      city: 'Munich',
    });

    const repriced = await call(`${API.requester.updateCurrency(entity.id)}?currency=AED`, { as: 'CR' });
    expect(repriced.body).toMatchObject({
      message: CLIENT_MESSAGES.currencyUpdated,
      data: { currency: 'AED' },
    });
    expect((repriced.body.data as Entity).invoice_details.services[0]!.list_price).toBe('66.11');

    const preview = await call(API.requester.entityContract(entity.id), { as: 'OU' });
    expect(preview.body).toMatchObject({ filename: 'msla contract.pdf', content_type: 'application/pdf' });
    expect(preview.body.url).toMatch(/^blob:/);
    // A sample's contract has no uploaded file: a stand-in PDF is shown; an entity without one has none.
    const [acmeUk, acmeIndia] = state.clientArea.entities.filter((e) => e.client_id === acme);
    expect((await call(API.requester.entityContract(acmeUk!.id), { as: 'OU' })).body).toMatchObject({
      filename: 'acme-uk-nda.pdf',
      content_type: 'application/pdf',
    });
    expect(await call(API.requester.entityContract(acmeIndia!.id), { as: 'OU' })).toEqual({
      status: 404,
      body: { success: false, message: CLIENT_MESSAGES.contractNotUploaded },
    });
    expect((await call(API.requester.entityById(9999), { as: 'SL' })).body.message).toBe(
      CLIENT_MESSAGES.entityNotFound,
    );
    expect((await call(`${API.requester.updateCurrency(entity.id)}?currency=EUR`, { as: 'TL' })).status).toBe(
      403,
    );
  });

  it('saves an invoice priced against the MSLA price, and refuses another client’s entity', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const [acme, globex] = ['ACME', 'GLOBEX'].map((code) =>
      state.clients.find((c) => c.client_code === code)!,
    );
    const acmeEntity = state.clientArea.entities.find((e) => e.client_id === acme!.client_id)!;
    const globexEntity = state.clientArea.entities.find((e) => e.client_id === globex!.client_id)!;
    const invoice = {
      client_id: acme!.client_id,
      invoice_validity_start: '2026-12-01',
      invoice_validity_end: '2027-11-30',
      default_entity: acmeEntity.id,
      types_of_discounts: ['Offer'],
      list_of_services: [
        { sub_service: 6, offered_price: '13.5' },
        { sub_service: 8, offered_price: '6' },
      ],
      invoice_codes_list: ['INV-ACME-02'],
    };
    const saved = await call(API.requester.invoice, json('POST', invoice));
    expect(saved.body.message).toBe(CLIENT_MESSAGES.invoiceSaved);
    expect((saved.body.data as Invoice).list_of_services).toMatchObject([
      {
        sub_service_name: 'Basic Design',
        msla_price: '15.00',
        offered_price: '13.50',
        cumm_discount_mslaprice: '10.00',
      },
      {
        sub_service_name: 'Image Editing',
        msla_price: null,
        offered_price: '6.00',
        cumm_discount_listprice: '50.00',
      },
    ]);
    const listed = (await call(`${API.requester.invoice}?cid=${acme!.client_id}`, { as: 'OU' })).body
      .data as Invoice[];
    expect(listed.at(-1)).toMatchObject({
      default_entity_name: acmeEntity.entity_name,
      invoice_codes_list: ['INV-ACME-02'],
    });

    const foreign = await call(
      API.requester.invoice,
      json('POST', { ...invoice, default_entity: globexEntity.id }),
    );
    expect(foreign.body.message).toBe(CLIENT_MESSAGES.entityNotOfClient);
    const missing = await call(API.requester.invoiceById(9999), json('PUT', invoice));
    expect(missing).toEqual({
      status: 404,
      body: { success: false, message: CLIENT_MESSAGES.invoiceNotFound },
    });
    expect((await call(`${API.requester.invoice}?cid=abc`, { as: 'SL' })).body.message).toBe(
      MESSAGES.selectFromList,
    );
  });

  it('adds and edits a user, refusing another domain, a taken e-mail and dropping a used domain', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const acme = state.clients.find((c) => c.client_code === 'ACME')!;
    const user = {
      client_id: acme.client_id,
      username: 'Ravi Kumar',
      email: 'ravi.kumar@acme.example.com',
      phone_number_list: [{ ext: '+91', number: '9876501234' }],
      country: 'India',
      city: 'Mumbai',
      category: 'Start up',
    };
    expect(
      (await call(API.requester.user, json('POST', { ...user, email: 'ravi@other.example.com' }))).body
        .message,
    ).toBe("The e-mail must use one of the client's domains: acme.example.com.");
    expect(
      (await call(API.requester.user, json('POST', { ...user, email: 'kavya.iyer@acme.example.com' }))).body
        .message,
    ).toBe(CLIENT_MESSAGES.emailInUse);
    const created = (await call(API.requester.user, json('POST', user))).body.data as ClientUser;
    const edited = await call(
      API.requester.userById(created.id),
      json('PUT', { ...user, username: 'Ravi Kumar Iyer', country: 'United Arab Emirates', city: 'Dubai' }),
    );
    expect(edited.body).toMatchObject({
      message: CLIENT_MESSAGES.userSaved,
      data: { username: 'Ravi Kumar Iyer', city: 'Dubai' },
    });
    expect((await call(API.requester.userById(created.id), { as: 'OU' })).body.data).toMatchObject({
      city: 'Dubai',
    });
    expect(state.clients.find((c) => c.client_id === acme.client_id)!.users_count).toBe(3);

    const dropDomain = await call(
      API.requester.companyById(acme.client_id),
      json('PUT', { company_name: 'Acme Group', company_domain_list: ['acme-group.example.com'] }),
    );
    expect(dropDomain.body.message).toBe(CLIENT_MESSAGES.domainInUse('acme.example.com'));
    const renamed = await call(
      API.requester.companyById(acme.client_id),
      json('PATCH', { company_name: 'Acme Group' }),
    );
    expect(renamed.body).toMatchObject({
      message: CLIENT_MESSAGES.clientUpdated,
      data: { client_name: 'Acme Group' },
    });
  });
});
