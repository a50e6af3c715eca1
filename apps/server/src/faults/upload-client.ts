import { API, type FileType, type ResumeUploadResponse, type UploadUrlResponse } from '@ops/contracts';
import { answered, type LiveClient } from './live-client.js';

export interface UploadFile {
  name: string;
  type: FileType;
  bytes: Buffer;
}

/** The web engine's part size (DEFAULT_CHUNK_MB is 10); 5 MB, the smallest allowed, keeps the files small. */
export const CHUNK_MB = 5;

export const partBytes = (file: UploadFile, chunk: number, part: number) =>
  file.bytes.subarray((part - 1) * chunk, Math.min(part * chunk, file.bytes.length));

/**
 * A part's bytes as a stream that sends the first half, then waits for `release` before the rest: a part
 * in mid-flight when the test strikes. `sentHalf` resolves once the first half left.
 */
function stalledBody(bytes: Buffer, release: Promise<void>) {
  const half = Math.floor(bytes.length / 2);
  let sentHalf!: () => void;
  const halfSent = new Promise<void>((resolve) => (sentHalf = resolve));
  let step = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (step++ === 0) {
        controller.enqueue(bytes.subarray(0, half));
        sentHalf();
        return;
      }
      await release;
      try {
        controller.enqueue(bytes.subarray(half));
        controller.close();
      } catch {
        // The request is gone already (the server died): nothing left to send.
      }
    },
  });
  return { body, halfSent };
}

/**
 * The calls of the web upload engine (apps/web/.../upload/file-runner.ts): get-url, part PUTs to the
 * answered URLs (no session, no CSRF: the URL is signed), resume, complete.
 */
export function uploadClient(api: LiveClient, base: string, token: string) {
  return {
    async start(batch: string, file: UploadFile) {
      const body = {
        delivery_id: batch,
        group: 'G_1',
        interim: false,
        file_type: file.type,
        file_name: file.name,
        file_size: file.bytes.length,
        chunk_size: CHUNK_MB,
      };
      return answered(await api.post(API.deliveries.uploadGetUrl, body, token)) as UploadUrlResponse;
    },

    /**
     * PUTs the part; answers its status and ETag (status 0 when the connection broke). A 503 (the instance
     * shedding load, which stores nothing) is waited out for its Retry-After and sent again, as the engine
     * does, up to five times.
     */
    async put(url: string, bytes: Buffer) {
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(new URL(url, base), { method: 'PUT', body: bytes });
          await response.arrayBuffer();
          if (response.status === 503 && attempt < 5) {
            const seconds = Number(response.headers.get('retry-after')) || 1;
            await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
            continue;
          }
          return { status: response.status, etag: response.headers.get('etag') ?? '' };
        } catch {
          return { status: 0, etag: '' };
        }
      }
    },

    /** A PUT that stalls halfway until `release`; `done` settles when the request ends either way. */
    putStalled(url: string, bytes: Buffer, release: Promise<void>) {
      const { body, halfSent } = stalledBody(bytes, release);
      const done = fetch(new URL(url, base), { method: 'PUT', body, duplex: 'half' } as RequestInit).then(
        (response) => response.status,
        () => 0,
      );
      return { halfSent, done };
    },

    async resume(uploadId: string) {
      const answer = await api.post(API.deliveries.uploadResume, { upload_id: uploadId }, token);
      return answered(answer) as ResumeUploadResponse;
    },

    complete(uploadId: string, file: UploadFile, parts: { PartNumber: number; ETag: string }[]) {
      return api.post(
        API.deliveries.multipartComplete,
        { upload_id: uploadId, file_name: file.name, parts },
        token,
      );
    },
  };
}
