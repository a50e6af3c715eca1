import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES, MESSAGES, chunkSizeField, planPartSize } from '@ops/contracts';
import { UPLOAD_START_CASES } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '@/db/delivery-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

const MiB = 1024 * 1024;
const MAX_MB = 200_000;
let t: TestApp;
let api: ApiClient;
let token: string;

const request = (overrides: Record<string, unknown> = {}) => ({
  group: 'G_1',
  delivery_id: 'BATCH-NEW-1',
  time: '1732330000',
  interim: 'false',
  file_type: 'target_files',
  file_name: 'Annual Report.pdf',
  file_size: 25 * MiB,
  chunk_size: 10,
  ...overrides,
});
const uploadRow = async (id: string) =>
  (await t.app.services.db.select().from(fileUploads).where(eq(fileUploads.id, id)))[0]!;

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_MAX_FILE_MB: String(MAX_MB) } });
  api = apiClient(t.app);
  ({ token } = await buildSignedInUser(t.app, { userType: 'OU' }));
});
afterAll(() => t?.close());

describe('upload-get-url (new flow)', () => {
  it('answers one signed part URL per chunk, the chunk size in bytes, and makes the file at its size', async () => {
    const res = await api.post(API.deliveries.uploadGetUrl, request(), token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '', chunk_size: 10 * MiB });
    expect(body.upload_id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{21}$/);
    expect(body.urls).toHaveLength(3);
    for (const url of body.urls) expect(url).toMatch(/^\/api-ops\/ops\/v1\/upload-part\/[^/]+\/$/);
    expect(new Set(body.urls).size).toBe(3);

    const row = await uploadRow(body.upload_id);
    expect(row).toMatchObject({
      delivery_ref: 'BATCH-NEW-1',
      flow: 'new',
      group_ref: 'G_1',
      file_type: 'target_files',
      file_name: 'Annual Report.pdf',
      file_size: 25 * MiB,
      chunk_size: 10 * MiB,
      part_count: 3,
      status: 'pending',
      store_upload_id: null,
    });
    // The key is the server's, never the user's file name.
    expect(row.storage_key).toMatch(new RegExp(`^uploads/\\d{4}/\\d{2}/${body.upload_id}\\.pdf$`));
    const file = await stat(path.join(t.dataDir, 'storage', row.storage_key));
    expect(file.size).toBe(25 * MiB);
  });

  it('takes chunk_size in bytes too, and a file smaller than one chunk is one part', async () => {
    const bytes = await api.post(API.deliveries.uploadGetUrl, request({ chunk_size: 5 * MiB }), token);
    expect(bytes.json()).toMatchObject({ chunk_size: 5 * MiB });
    expect(bytes.json().urls).toHaveLength(5);
    const small = await api.post(
      API.deliveries.uploadGetUrl,
      request({ file_size: 1, chunk_size: '10' }),
      token,
    );
    expect(small.json()).toMatchObject({ chunk_size: 10 * MiB });
    expect(small.json().urls).toHaveLength(1);
  });

  it('takes the part plan of a file past 10,000 parts of 10 MB (150 GiB in 16 MiB parts)', async () => {
    const size = 150 * 1024 * MiB;
    const chunk = planPartSize(size)!;
    const res = await api.post(
      API.deliveries.uploadGetUrl,
      request({ file_size: size, chunk_size: chunkSizeField(chunk) }),
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ chunk_size: 16 * MiB });
    expect(res.json().urls).toHaveLength(9600);
    const older = await api.post(
      API.deliveries.uploadGetUrl,
      request({ file_size: size, chunk_size: 10 }),
      token,
    );
    expect(older.json()).toEqual({ success: false, message: DELIVERY_MESSAGES.tooManyParts });
  });

  it.each([
    ['a wrong extension', { file_name: 'x.exe' }, DELIVERY_MESSAGES.invalidFormat('x.exe')],
    ['a path-like name', { file_name: 'a/b.pdf' }, DELIVERY_MESSAGES.fileNameRule],
    ['a parent-folder name', { file_name: '..' }, DELIVERY_MESSAGES.fileNameRule],
    ['a hidden name', { file_name: '.pdf' }, DELIVERY_MESSAGES.fileNameRule],
    [
      'more than 10,000 parts',
      { file_size: 10_001 * 5 * MiB, chunk_size: 5 },
      DELIVERY_MESSAGES.tooManyParts,
    ],
    ['a missing batch id', { delivery_id: '' }, DELIVERY_MESSAGES.batchIdRule],
  ])('refuses %s with 400 and its message', async (_label, overrides, message) => {
    const res = await api.post(API.deliveries.uploadGetUrl, request(overrides), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  // The contracts' cases of the file and part size against the limit (uploadStartRefusal).
  it.each(UPLOAD_START_CASES)('$name', async ({ file, refusal }) => {
    const res = await api.post(API.deliveries.uploadGetUrl, request(file(MAX_MB * MiB)), token);
    if (refusal === null) expect(res.statusCode).toBe(200);
    else
      expect([res.statusCode, res.json()]).toEqual([400, { success: false, message: refusal(MAX_MB * MiB) }]);
  });

  it('answers 400, never 500, to malformed bodies', async () => {
    for (const body of [
      request({ file_size: 'lots' }),
      request({ file_size: -5 }),
      request({ file_size: 1.5 }),
      request({ file_type: 'other' }),
      request({ file_name: 42 }),
      {},
      '{"file_name":',
    ]) {
      const res = await api.post(API.deliveries.uploadGetUrl, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('needs a session and a delivery role', async () => {
    const anonymous = await api.post(API.deliveries.uploadGetUrl, request());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.notAuthenticated);
    const { token: empty } = await buildSignedInUser(t.app, { userType: 'EMPTY' });
    expect((await api.post(API.deliveries.uploadGetUrl, request(), empty)).statusCode).toBe(403);
  });

  it('refuses a batch that already has a delivery', async () => {
    const { token: admin } = await buildSignedInUser(t.app, { userType: 'OA' });
    const { client, entity } = await buildClient(api, admin);
    const { delivery } = await buildDelivery(t.app, { clientId: client.client_id, entityId: entity.id });
    const res = await api.post(
      API.deliveries.uploadGetUrl,
      request({ delivery_id: delivery.batch_id }),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.batchExists(delivery.batch_id));
  });
});

describe('update-get-url (update flow)', () => {
  it('takes an existing delivery by id or batch id and keeps it as the delivery id', async () => {
    const { token: admin } = await buildSignedInUser(t.app, { userType: 'OA' });
    const { client, entity } = await buildClient(api, admin);
    const { delivery } = await buildDelivery(t.app, { clientId: client.client_id, entityId: entity.id });
    for (const ref of [String(delivery.id), delivery.batch_id]) {
      const res = await api.post(API.deliveries.updateGetUrl, request({ delivery_id: ref }), token);
      expect(res.statusCode).toBe(200);
      expect(await uploadRow(res.json().upload_id)).toMatchObject({
        delivery_ref: String(delivery.id),
        flow: 'update',
      });
    }
  });

  it('answers 404 for a delivery that does not exist', async () => {
    for (const ref of ['999999', 'NO-SUCH-BATCH']) {
      const res = await api.post(API.deliveries.updateGetUrl, request({ delivery_id: ref }), token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: DELIVERY_MESSAGES.deliveryNotFound });
    }
  });
});

describe('the older fixed-address get_urls', () => {
  it('defaults to 5 MB chunks and records a legacy upload without a delivery', async () => {
    const res = await api.post(
      API.deliveries.legacyGetUrls,
      { file_name: 'Old.docx', file_size: 11 * MiB },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, chunk_size: 5 * MiB });
    expect(res.json().urls).toHaveLength(3);
    expect(await uploadRow(res.json().upload_id)).toMatchObject({ flow: 'legacy', delivery_ref: '' });
  });

  it('is an API call: session and CSRF pair', async () => {
    expect(
      (await api.post(API.deliveries.legacyGetUrls, { file_name: 'a.pdf', file_size: 5 })).statusCode,
    ).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: API.deliveries.legacyGetUrls,
      headers: { authorization: `Bearer ${token}` },
      payload: { file_name: 'a.pdf', file_size: 5 },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('Windows reserved file names (decision 0019)', () => {
  it('refuses CON, nul, COM1, LPT1, PRN and AUX with any extension, case, trailing dots or spaces', async () => {
    for (const name of [
      'CON.pdf',
      'nul.pdf',
      'COM1.docx',
      'lpt1.zip',
      'Prn.tar.zip',
      'AUX .pdf',
      'con.pdf.',
    ]) {
      const res = await api.post(API.deliveries.uploadGetUrl, request({ file_name: name }), token);
      expect([name, res.statusCode, res.json()]).toEqual([
        name,
        400,
        { success: false, message: DELIVERY_MESSAGES.reservedFileName(name.trim()) },
      ]);
    }
    // Names that only begin like one are fine.
    for (const name of ['CONSOLE.pdf', 'Connor.pdf', 'COM10.pdf', 'null.pdf']) {
      expect(
        (await api.post(API.deliveries.uploadGetUrl, request({ file_name: name }), token)).statusCode,
      ).toBe(200);
    }
  });
});
