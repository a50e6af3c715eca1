import { crc32 } from 'node:zlib';
import { API, type DeliverGroupInput } from '@ops/contracts';
import { expect } from 'vitest';
import { deliverForm, type deliveryWorld } from '@/test/deliver-kit.js';
import type { TestApp } from '@/test/build-app.js';
import { buildCompletedUpload } from '@/test/upload-factories.js';

type World = Awaited<ReturnType<typeof deliveryWorld>>;

/** A file through the web engine's calls (get-url, one part PUT, complete); answers complete's details. */
export async function uploadThroughApi(t: TestApp, w: World, batch: string, name: string, bytes: Buffer) {
  const started = await w.api.post(
    API.deliveries.uploadGetUrl,
    {
      delivery_id: batch,
      group: 'G_1',
      file_type: 'target_files',
      file_name: name,
      file_size: bytes.length,
      chunk_size: 5,
    },
    w.ops.token,
  );
  expect(started.statusCode).toBe(200);
  const { upload_id, urls } = started.json() as { upload_id: string; urls: string[] };
  const put = await t.app.inject({
    method: 'PUT',
    url: urls[0]!,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(put.statusCode).toBe(200);
  const etag = `"${crc32(bytes).toString(16).padStart(8, '0')}"`;
  const done = await w.api.post(
    API.deliveries.multipartComplete,
    { upload_id, file_name: name, parts: [{ PartNumber: 1, ETag: etag }] },
    w.ops.token,
  );
  expect(done.statusCode).toBe(200);
  return { upload_id, details: done.json().details as { scan_status?: string; scan_message?: string } };
}

/** What the wizard's re-check (resume) says about a completed upload. */
export async function scanState(w: World, uploadId: string) {
  const res = await w.api.post(API.deliveries.uploadResume, { upload_id: uploadId }, w.ops.token);
  expect(res.statusCode).toBe(200);
  return res.json() as { completed: boolean; scan_status?: string; scan_message?: string };
}

/** The new-flow deliver call of one group with this target file (and a source file made for it). */
export async function deliverTarget(
  t: TestApp,
  w: World,
  batch: string,
  assignmentId: string,
  target: string,
) {
  const source = `brief-${target}.docx`;
  await buildCompletedUpload(t.app, {
    userId: w.ops.user.id,
    deliveryRef: batch,
    fileName: source,
    fileType: 'source_files',
  });
  const group: DeliverGroupInput = {
    assignment_ids: [assignmentId],
    source_files: [source],
    target_files: [target],
    delivery_notes: '',
  };
  return w.api.post(API.deliveries.uploadNewDelivery, deliverForm(batch, [group], 'new'), w.ops.token);
}
