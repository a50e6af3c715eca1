import { API } from '@ops/contracts';
import { UPLOAD_PART_CASES, caseFileSize } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let token: string;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  ({ token } = await buildSignedInUser(t.app, { userType: 'CR' }));
});
afterAll(() => t?.close());

/** Each part's bytes differ (filled with its number), so each has its own ETag. */
const put = (url: string, part: number, bytes: number) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: Buffer.alloc(bytes, part),
    headers: { 'content-type': 'application/octet-stream' },
  });

// The contracts' cases of a chunked upload's parts, through get-url, the part PUTs and complete, on local disk.
describe('upload parts through the routes', () => {
  it.each(UPLOAD_PART_CASES)('$name', async ({ uploaded = [1, 2, 3], wrongPut, sent, refusal }) => {
    const chunk = 5 * 1024 * 1024;
    const fileName = `Case-${++seq}.pdf`;
    const started = await api.post(
      API.deliveries.uploadGetUrl,
      {
        delivery_id: 'PART-CASES',
        group: 'G_1',
        file_type: 'target_files',
        file_name: fileName,
        file_size: caseFileSize(chunk),
        chunk_size: 5,
      },
      token,
    );
    const { upload_id, urls, chunk_size } = started.json() as {
      upload_id: string;
      urls: string[];
      chunk_size: number;
    };
    expect({ status: started.statusCode, chunk_size, parts: urls.length }).toEqual({
      status: 200,
      chunk_size: chunk,
      parts: 3,
    });
    if (wrongPut) {
      const res = await put(urls[wrongPut.part - 1]!, wrongPut.part, wrongPut.bytes(chunk));
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 400,
        message: wrongPut.refusal(chunk),
      });
    }
    const etags = ['', '', ''];
    for (const n of uploaded) {
      const res = await put(urls[n - 1]!, n, n === 3 ? caseFileSize(chunk) - 2 * chunk : chunk);
      expect(res.statusCode).toBe(200);
      etags[n - 1] = res.headers.etag as string;
    }
    const done = await api.post(
      API.deliveries.multipartComplete,
      { upload_id, file_name: fileName, parts: sent(etags) },
      token,
    );
    if (refusal === null) expect(done.statusCode).toBe(200);
    else
      expect({ status: done.statusCode, message: done.json().message }).toEqual({
        status: 400,
        message: refusal,
      });
  });
});
