import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { UPLOAD_PART_CASES, UPLOAD_START_CASES, caseFileSize } from '@ops/contracts/rule-cases';
import { demo } from '../test-kit/delivery-calls';

let seq = 0;

// The contracts' cases of a chunked upload's parts, through the demo's get-url, part PUTs and complete. The
// demo answers 1 MiB parts whatever the chunk asked for (it keeps no bytes; decision 0028).
describe('the demo upload parts', () => {
  it.each(UPLOAD_PART_CASES)('$name', async ({ uploaded = [1, 2, 3], wrongPut, sent, refusal }) => {
    const { call } = demo();
    const chunk = 1024 * 1024;
    const fileName = `Case-${++seq}.pdf`;
    const started = await call(API.deliveries.uploadGetUrl, {
      method: 'POST',
      as: 'OU',
      json: {
        delivery_id: 'PART-CASES',
        group: 'G_1',
        file_type: 'target_files',
        file_name: fileName,
        file_size: caseFileSize(chunk),
        chunk_size: 10,
      },
    });
    const { upload_id, urls, chunk_size } = started.body as {
      upload_id: string;
      urls: string[];
      chunk_size: number;
    };
    expect({ status: started.status, chunk_size, parts: urls.length }).toEqual({
      status: 200,
      chunk_size: chunk,
      parts: 3,
    });
    if (wrongPut) {
      const res = await call(urls[wrongPut.part - 1]!, {
        method: 'PUT',
        body: new Uint8Array(wrongPut.bytes(chunk)),
      });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: wrongPut.refusal(chunk),
      });
    }
    const etags = ['', '', ''];
    for (const n of uploaded) {
      const bytes = n === 3 ? caseFileSize(chunk) - 2 * chunk : chunk;
      const res = await call(urls[n - 1]!, { method: 'PUT', body: new Uint8Array(bytes) });
      expect(res.status).toBe(200);
      etags[n - 1] = res.headers.get('etag')!;
    }
    const done = await call(API.deliveries.multipartComplete, {
      method: 'POST',
      as: 'OU',
      json: { upload_id, file_name: fileName, parts: sent(etags) },
    });
    if (refusal === null) expect(done.status).toBe(200);
    else
      expect({ status: done.status, message: done.body.message }).toEqual({ status: 400, message: refusal });
  });
});

// The contracts' cases of a get-url call's file and part size, against the demo's limit (the server's
// default UPLOAD_MAX_FILE_MB).
describe('the demo upload start', () => {
  const max = 10_240 * 1024 * 1024;
  it.each(UPLOAD_START_CASES)('$name', async ({ file, refusal }) => {
    const { call } = demo();
    const json = { delivery_id: 'START-CASES', group: 'G_1', file_type: 'target_files', ...file(max) };
    const answer = await call(API.deliveries.uploadGetUrl, { method: 'POST', as: 'OU', json });
    if (refusal === null) expect(answer.status).toBe(200);
    else expect([answer.status, answer.body.message]).toEqual([400, refusal(max)]);
  });
});
