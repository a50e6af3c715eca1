import { getResponse } from 'msw';
import { expect } from 'vitest';
import { API, deliverInputToFields } from '@ops/contracts';
import type { DeliverRequest, UserType } from '@ops/contracts';
import { demoToken } from '../data/accounts';
import { createDemoState } from '../data/demo-state';
import type { DemoState } from '../data/demo-state';
import { demoHandlers } from '../handlers';
import { DEMO_NOW } from './demo-call';

const paths = API.deliveries;

type Init = Omit<RequestInit, 'body'> & { as?: UserType; json?: unknown; body?: BodyInit };

/** Calls the demo's handlers as the worker would; answers the status, headers and JSON body. */
export function demo(state: DemoState = createDemoState(DEMO_NOW)) {
  const handlers = demoHandlers(state);
  const call = async (path: string, init: Init = {}) => {
    const headers = new Headers(init.headers);
    if (init.as) headers.set('authorization', `Bearer ${demoToken(init.as)}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await getResponse(
      handlers,
      new Request(new URL(path, location.origin), { method: init.method, headers, body }),
    );
    if (!response) throw new Error(`no handler for ${path}`);
    // The answers were parsed by their contract schemas in the handlers; the tests read them loosely.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json = (await response.json()) as any;
    return { status: response.status, headers: response.headers, body: json };
  };
  return { state, call };
}

/** A multipart body as the browser sends it (a string body, so no FormData implementation is needed). */
export function multipart(
  fields: [string, string][],
  files: { field: string; name: string; size?: number; content?: string }[] = [],
) {
  const boundary = 'demo-boundary';
  const parts = [
    ...fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ...files.map(
      (f) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${f.content ?? 'x'.repeat(f.size ?? 0)}\r\n`,
    ),
  ];
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

/** Uploads a file of `size` bytes through get-url, part PUTs and complete, as the web uploader does. */
export async function upload(
  call: ReturnType<typeof demo>['call'],
  flow: 'new' | 'update',
  deliveryId: string,
  file: { name: string; size: number; type?: 'source_files' | 'target_files'; group?: string },
) {
  const urls = await call(flow === 'new' ? paths.uploadGetUrl : paths.updateGetUrl, {
    method: 'POST',
    as: 'OU',
    json: {
      group: file.group ?? 'G_1',
      delivery_id: deliveryId,
      file_type: file.type ?? 'target_files',
      file_name: file.name,
      file_size: file.size,
      chunk_size: 10,
    },
  });
  expect(urls.status).toBe(200);
  const { upload_id, urls: partUrls, chunk_size } = urls.body;
  const parts = [];
  for (const [i, url] of (partUrls as string[]).entries()) {
    const size = Math.min(chunk_size, file.size - i * chunk_size);
    const put = await call(url, { method: 'PUT', body: new Uint8Array(size) });
    expect(put.status).toBe(200);
    parts.push({ ETag: put.headers.get('etag')!, PartNumber: i + 1 });
  }
  const done = await call(paths.multipartComplete, {
    method: 'POST',
    as: 'OU',
    json: { upload_id, file_name: file.name, parts },
  });
  expect(done.status).toBe(200);
  return upload_id as string;
}

export const deliverForm = (request: DeliverRequest, flow: 'new' | 'update') =>
  multipart(deliverInputToFields(request, flow));
