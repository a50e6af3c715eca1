import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '@/db/delivery-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { createPartSigner } from './part-token.js';

const MiB = 1024 * 1024;
const CHUNK = 5 * MiB;
let t: TestApp;
let api: ApiClient;
let token: string;

// The ETag a part gets on local disk: its CRC32 as 8 quoted hex digits.
const etagOf = (bytes: Buffer) => `"${crc32(bytes).toString(16).padStart(8, '0')}"`;
const partOf = (file: Buffer, n: number) => file.subarray((n - 1) * CHUNK, n * CHUNK);

/** Asks for part URLs of a file of these bytes (5 MB chunks). */
async function start(file: Buffer, fileName = 'Deck.pdf', as = token) {
  const res = await api.post(
    API.deliveries.uploadGetUrl,
    {
      delivery_id: 'PARTS-1',
      group: 'G_1',
      file_type: 'target_files',
      file_name: fileName,
      file_size: file.length,
      chunk_size: 5,
    },
    as,
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { upload_id: string; urls: string[]; chunk_size: number };
}

/** A PUT of raw bytes, as the browser engine sends a slice: no session, no CSRF pair. */
const put = (url: string, payload: Buffer | Readable, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { 'content-type': 'application/octet-stream', ...headers },
  });
/** A Blob without a type: no Content-Type at all. */
const putUntyped = (url: string, payload: Buffer) => t.app.inject({ method: 'PUT', url, payload });

const complete = (
  uploadId: string,
  parts: { PartNumber: number; ETag: string }[],
  fileName = 'Deck.pdf',
  as = token,
) => api.post(API.deliveries.multipartComplete, { upload_id: uploadId, file_name: fileName, parts }, as);

const stored = async (uploadId: string) => {
  const [row] = await t.app.services.db.select().from(fileUploads).where(eq(fileUploads.id, uploadId));
  const object = await t.app.services.storage.get(row!.storage_key);
  return { row: row!, bytes: object ? await buffer(object.stream) : null };
};

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  ({ token } = await buildSignedInUser(t.app, { userType: 'CR' }));
});
afterAll(() => t?.close());

describe('part PUTs to signed local URLs', () => {
  it('writes each part at its offset, answers its CRC32 as ETag, and completes into the same bytes', async () => {
    const file = randomBytes(2 * CHUNK + 777);
    const { upload_id, urls } = await start(file);
    // Last part first, as parallel parts arrive; any content type is raw bytes.
    const etags: string[] = [];
    for (const n of [3, 1, 2]) {
      const res =
        n === 2
          ? await putUntyped(urls[1]!, partOf(file, 2))
          : await put(urls[n - 1]!, partOf(file, n), {
              'content-type': n === 1 ? 'application/json' : 'text/plain',
            });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(res.headers['access-control-expose-headers']).toBe('ETag');
      expect(res.headers.etag).toBe(etagOf(partOf(file, n)));
      etags[n - 1] = res.headers.etag as string;
    }
    // Quotes are optional in the client's list.
    const parts = etags.map((ETag, i) => ({
      PartNumber: i + 1,
      ETag: i === 0 ? ETag.replace(/"/g, '') : ETag,
    }));
    const done = await complete(upload_id, parts);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: '',
      // Scanning is off here (no CLAMD_SOCKET): deliverable at once (decision 0024).
      details: { upload_id, file_name: 'Deck.pdf', file_size: file.length },
    });
    const { row, bytes } = await stored(upload_id);
    expect(row.status).toBe('completed');
    expect(row.completed_at).not.toBeNull();
    expect(Buffer.compare(bytes!, file)).toBe(0);

    // Idempotent: the same list again succeeds; a part after completion is refused.
    expect((await complete(upload_id, parts)).statusCode).toBe(200);
    const late = await put(urls[0]!, partOf(file, 1));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(DELIVERY_MESSAGES.uploadFinished);
  });

  it('takes a part sent again in place of the earlier one', async () => {
    const file = randomBytes(1000);
    const { upload_id, urls } = await start(file);
    await put(urls[0]!, randomBytes(1000));
    const again = await put(urls[0]!, file);
    expect(again.statusCode).toBe(200);
    expect(
      (await complete(upload_id, [{ PartNumber: 1, ETag: again.headers.etag as string }])).statusCode,
    ).toBe(200);
    expect(Buffer.compare((await stored(upload_id)).bytes!, file)).toBe(0);
  });

  it('refuses an expired or altered link with 403', async () => {
    const file = randomBytes(100);
    const { upload_id, urls } = await start(file);
    const url = urls[0]!;
    const tampered = url.replace(/(.)\/$/, (_m, c: string) => `${c === 'A' ? 'B' : 'A'}/`);
    const otherPart = url.replace(/\.1\.(\d+)\./, '.2.$1.');
    for (const bad of [tampered, otherPart, API.deliveries.uploadPart('nonsense')]) {
      const res = await put(bad, file);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ success: false, message: DELIVERY_MESSAGES.partLinkInvalid });
    }
    t.clock.advance(61 * 60_000);
    const expired = await put(url, file);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(DELIVERY_MESSAGES.partLinkInvalid);
    // Resume hands out fresh links.
    const resumed = await api.post(API.deliveries.uploadResume, { upload_id }, token);
    expect((await put(resumed.json().urls[0], file)).statusCode).toBe(200);
  });

  it('refuses parts of the wrong size and does not record them', async () => {
    const file = randomBytes(CHUNK + 10);
    const { upload_id, urls } = await start(file);
    const tooLarge = await put(urls[0]!, randomBytes(CHUNK + 1));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(DELIVERY_MESSAGES.partWrongSize(CHUNK, CHUNK + 1));
    const tooSmall = await put(urls[1]!, randomBytes(9));
    expect(tooSmall.json().message).toBe(DELIVERY_MESSAGES.partWrongSize(10, 9));
    const empty = await put(urls[1]!, Buffer.alloc(0));
    expect(empty.json().message).toBe(DELIVERY_MESSAGES.partWrongSize(10, 0));

    // Without a Content-Length the bytes are counted as they arrive; an earlier good copy no longer counts.
    const good = await put(urls[1]!, partOf(file, 2));
    expect(good.statusCode).toBe(200);
    const streamed = await put(urls[1]!, Readable.from([randomBytes(8), randomBytes(8)]));
    expect(streamed.statusCode).toBe(400);
    expect(streamed.json().message).toBe(DELIVERY_MESSAGES.partWrongSize(10, 16));

    const resumed = await api.post(API.deliveries.uploadResume, { upload_id }, token);
    expect(resumed.json().parts).toEqual([]);
    // The first part's neighbour is untouched by the refused bytes.
    await put(urls[0]!, partOf(file, 1));
    const again = await put(urls[1]!, partOf(file, 2));
    const parts = [
      { PartNumber: 1, ETag: etagOf(partOf(file, 1)) },
      { PartNumber: 2, ETag: again.headers.etag as string },
    ];
    expect((await complete(upload_id, parts)).statusCode).toBe(200);
    expect(Buffer.compare((await stored(upload_id)).bytes!, file)).toBe(0);
  });

  it('refuses a part number outside the upload', async () => {
    const { upload_id } = await start(randomBytes(100));
    const signer = createPartSigner(t.app.services.signingSecret);
    const exp = Math.floor(t.clock.now().getTime() / 1000) + 600;
    const res = await put(
      API.deliveries.uploadPart(signer.sign({ upload: upload_id, part: 2 }, exp)),
      randomBytes(100),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.partOutOfRange);
  });
});

describe('multipart-complete', () => {
  it('lists the missing parts, refuses a wrong ETag or name, and keeps another user out', async () => {
    const file = randomBytes(2 * CHUNK + 5);
    const { upload_id, urls } = await start(file);
    const e1 = (await put(urls[0]!, partOf(file, 1))).headers.etag as string;
    const e3 = (await put(urls[2]!, partOf(file, 3))).headers.etag as string;
    const all = [
      { PartNumber: 1, ETag: e1 },
      { PartNumber: 2, ETag: etagOf(partOf(file, 2)) },
      { PartNumber: 3, ETag: e3 },
    ];
    const missingStored = await complete(upload_id, all);
    expect(missingStored.statusCode).toBe(400);
    expect(missingStored.json().message).toBe(DELIVERY_MESSAGES.partsMissing([2]));
    const missingListed = await complete(upload_id, [all[0]!]);
    expect(missingListed.json().message).toBe(DELIVERY_MESSAGES.partsMissing([2, 3]));

    await put(urls[1]!, partOf(file, 2));
    const wrong = await complete(upload_id, [
      all[0]!,
      { PartNumber: 2, ETag: etagOf(Buffer.from('x')) },
      all[2]!,
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(DELIVERY_MESSAGES.partMismatch(2));
    const beyond = await complete(upload_id, [...all, { PartNumber: 4, ETag: e1 }]);
    expect(beyond.json().message).toBe(DELIVERY_MESSAGES.partOutOfRange);
    const renamed = await complete(upload_id, all, 'Other.pdf');
    expect(renamed.json().message).toBe(DELIVERY_MESSAGES.completeNameMismatch);

    const { token: other } = await buildSignedInUser(t.app, { userType: 'OU' });
    for (const res of [
      await complete(upload_id, all, 'Deck.pdf', other),
      await api.post(API.deliveries.uploadResume, { upload_id }, other),
      await complete('no-such-upload', all),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: DELIVERY_MESSAGES.uploadNotFound });
    }
    expect((await stored(upload_id)).row.status).toBe('pending');
    expect((await complete(upload_id, all)).statusCode).toBe(200);
    // Completed with other ETags than stored: refused, even now.
    expect(
      (
        await complete(
          upload_id,
          [all[0]!, all[0]!, all[2]!].map((p, i) => ({ ...p, PartNumber: i + 1 })),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('needs a session and the CSRF pair', async () => {
    const body = { upload_id: 'x', file_name: 'Deck.pdf', parts: [{ PartNumber: 1, ETag: 'a' }] };
    expect((await api.post(API.deliveries.multipartComplete, body)).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: API.deliveries.multipartComplete,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(noCsrf.statusCode).toBe(403);
    const empty = await api.post(API.deliveries.multipartComplete, { ...body, parts: [] }, token);
    expect(empty.statusCode).toBe(400);
  });
});

describe('upload-resume', () => {
  it('lists the stored parts with fresh URLs, and only the state once completed', async () => {
    const file = randomBytes(CHUNK + 3);
    const { upload_id, urls } = await start(file);
    const e2 = (await put(urls[1]!, partOf(file, 2))).headers.etag as string;
    const resumed = await api.post(API.deliveries.uploadResume, { upload_id }, token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      success: true,
      upload_id,
      file_name: 'Deck.pdf',
      file_size: file.length,
      chunk_size: CHUNK,
      completed: false,
      parts: [{ PartNumber: 2, ETag: e2, Size: 3 }],
    });
    expect(resumed.json().urls).toHaveLength(2);
    const e1 = (await put(resumed.json().urls[0], partOf(file, 1))).headers.etag as string;
    await complete(upload_id, [
      { PartNumber: 1, ETag: e1 },
      { PartNumber: 2, ETag: e2 },
    ]);
    const after = await api.post(API.deliveries.uploadResume, { upload_id }, token);
    expect(after.json()).toMatchObject({ completed: true, urls: [] });
    expect(after.json().parts).toHaveLength(2);
  });
});

describe('the older fixed-address calls', () => {
  it('get_urls, part PUTs, then complete answering "File upload done."', async () => {
    const file = randomBytes(6 * MiB);
    const res = await api.post(
      API.deliveries.legacyGetUrls,
      { file_name: 'Brief.docx', file_size: file.length },
      token,
    );
    const { upload_id, urls } = res.json();
    expect(urls).toHaveLength(2);
    const parts = [];
    for (const [i, url] of (urls as string[]).entries()) {
      const part = await put(url, partOf(file, i + 1));
      parts.push({ PartNumber: i + 1, ETag: part.headers.etag as string });
    }
    const done = await api.post(
      API.deliveries.legacyComplete,
      { upload_id, file_name: 'Brief.docx', parts },
      token,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'File upload done.',
      details: { upload_id, file_name: 'Brief.docx', file_size: file.length },
    });
    expect(Buffer.compare((await stored(upload_id)).bytes!, file)).toBe(0);
  });
});
