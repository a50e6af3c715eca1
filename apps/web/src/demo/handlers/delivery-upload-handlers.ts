import { http } from 'msw';
import {
  API,
  DELIVERY_MESSAGES,
  DELIVERY_ROLES,
  completeUploadRequestSchema,
  completeUploadResponseSchema,
  legacyCompleteResponseSchema,
  legacyUploadUrlRequestSchema,
  resumeUploadRequestSchema,
  resumeUploadResponseSchema,
  uploadPartResponseSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
} from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { completeUpload, partOf, receivePart, resumeUpload, startUpload } from '../data/upload-store';
import type { UploadFlow } from '../data/upload-record';
import { forRoles, open, pace, readBody, reply } from './respond';

const paths = API.deliveries;

/** The demo's "network": parts take time in proportion to their size, so an upload's progress is seen to advance. */
const DEMO_UPLOAD_BYTES_PER_SECOND = 2 * 1024 * 1024;

/** Reads a part's body to count its bytes, keeping none of them. */
async function countBytes(request: Request): Promise<number> {
  const reader = request.body?.getReader();
  if (!reader) return 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

/** Chunked uploads: part URLs (new, update, the older fixed address), part PUTs, complete and resume. */
export function deliveryUploadHandlers(state: DemoState) {
  const urls = (flow: UploadFlow) =>
    forRoles(DELIVERY_ROLES, async ({ request }, account) => {
      const input = await readBody(
        request,
        flow === 'legacy' ? legacyUploadUrlRequestSchema : uploadUrlRequestSchema,
      );
      const started = startUpload(state.creation, state.deliveries, account.id, flow, input);
      return reply(uploadUrlResponseSchema, started);
    });
  const complete = (
    schema: typeof completeUploadResponseSchema | typeof legacyCompleteResponseSchema,
    message: string,
  ) =>
    forRoles(DELIVERY_ROLES, async ({ request }, account) => {
      const input = await readBody(request, completeUploadRequestSchema);
      const details = completeUpload(state.creation, account.id, input);
      return reply(schema as typeof completeUploadResponseSchema, { success: true, message, details });
    });

  return [
    http.post(paths.uploadGetUrl, urls('new')),
    http.post(paths.updateGetUrl, urls('update')),
    http.post(paths.legacyGetUrls, urls('legacy')),

    // The part URL is the credential, as a presigned URL is: no session. Its ETag header is what the
    // uploader keeps and lists on complete.
    http.put(
      paths.uploadPart(':token'),
      open(async ({ request, params }) => {
        const bytes = await countBytes(request);
        const { upload, part } = partOf(state.creation, String(params.token));
        await pace(state, Math.round((bytes / DEMO_UPLOAD_BYTES_PER_SECOND) * 1000));
        const etag = receivePart(upload, part, bytes);
        const headers = { ETag: etag, 'Access-Control-Expose-Headers': 'ETag' };
        return reply(uploadPartResponseSchema, { success: true }, { headers });
      }),
    ),

    http.post(paths.multipartComplete, complete(completeUploadResponseSchema, '')),
    http.post(
      paths.legacyComplete,
      complete(legacyCompleteResponseSchema, DELIVERY_MESSAGES.legacyUploadDone),
    ),

    http.post(
      paths.uploadResume,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const input = await readBody(request, resumeUploadRequestSchema);
        return reply(resumeUploadResponseSchema, resumeUpload(state.creation, account.id, input.upload_id));
      }),
    ),
  ];
}
