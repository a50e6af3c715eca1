import { createHash, randomBytes } from 'node:crypto';
import { PART_RETRY_DELAYS_MS } from '@ops/contracts';
import type { LiveClient } from '../faults/live-client.js';
import { uploadClient } from '../faults/upload-client.js';

/** The engine's bounds on a part answered 503 (apps/web/.../upload/file-runner.ts): waits, not attempts. */
const BUSY_WAITS = 20;
const MAX_BUSY_WAIT_MS = 60_000;
/** The engine retries complete once, after this pause. */
const COMPLETE_RETRY_MS = 1000;
/** Parts of one file in flight at once, as the browser sends them. */
const PARTS_IN_FLIGHT = 2;
/** A pause after each part, so the uploads run through the whole test with a bounded number of bytes. */
const PART_PAUSE_MS = 1200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface UploadFigures {
  files: number;
  parts: number;
  /** Part PUTs sent again: after a broken connection or a 5xx (delay), or a 503 (Retry-After). */
  partRetries: number;
  completeRetries: number;
  /** Files that did not upload: each one names the call that failed for good. */
  failures: string[];
  /** Every completed file, with the hash of the bytes sent and when its upload started and ended. */
  completed: { name: string; sha256: string; size: number; startedAt: number; endedAt: number }[];
}

/** A part PUT as the engine sends it: status 0 when the connection broke, Retry-After in ms. */
async function putOnce(base: string, url: string, bytes: Buffer) {
  try {
    const response = await fetch(new URL(url, base), { method: 'PUT', body: bytes });
    await response.arrayBuffer();
    const retryAfter = Number(response.headers.get('retry-after') ?? 1);
    return {
      status: response.status,
      etag: response.headers.get('etag') ?? '',
      retryAfterMs: (Number.isFinite(retryAfter) ? retryAfter : 1) * 1000,
    };
  } catch {
    return { status: 0, etag: '', retryAfterMs: 0 };
  }
}

/**
 * Files uploaded one after another, each the way the web engine does it (get-url, part PUTs two at a time,
 * complete), with the engine's retries: a part is sent again after each of PART_RETRY_DELAYS_MS when its
 * connection broke or it answered a 5xx, and after its Retry-After when it answered 503; complete is
 * retried once. Runs until `running()` turns false or `maxFiles` are done.
 */
export async function uploadLoop(
  api: LiveClient,
  base: string,
  token: string,
  options: { batch: string; prefix: string; size: number; maxFiles: number; running: () => boolean },
  figures: UploadFigures,
) {
  const uploads = uploadClient(api, base, token);
  for (let index = 1; index <= options.maxFiles && options.running(); index++) {
    const file = {
      name: `${options.prefix}-${index}.pdf`,
      type: 'target_files' as const,
      bytes: randomBytes(options.size),
    };
    figures.files++;
    const startedAt = Date.now();
    let started;
    try {
      started = await uploads.start(options.batch, file);
    } catch (error) {
      figures.failures.push(`${file.name}: get-url ${String(error)}`);
      continue;
    }
    const { upload_id, urls, chunk_size: chunk } = started;
    const etags: { PartNumber: number; ETag: string }[] = [];
    let next = 0;
    let failed = '';
    const sendPart = async (n: number) => {
      const bytes = file.bytes.subarray((n - 1) * chunk, Math.min(n * chunk, file.bytes.length));
      let failures = 0;
      let busyWaits = 0;
      for (;;) {
        figures.parts++;
        const put = await putOnce(base, urls[n - 1]!, bytes);
        if (put.status === 200) return etags.push({ PartNumber: n, ETag: put.etag });
        figures.partRetries++;
        if (put.status === 503 && busyWaits < BUSY_WAITS) {
          busyWaits++;
          await sleep(Math.min(put.retryAfterMs, MAX_BUSY_WAIT_MS));
        } else if ((put.status === 0 || put.status >= 500) && failures < PART_RETRY_DELAYS_MS.length) {
          await sleep(PART_RETRY_DELAYS_MS[failures++]!);
        } else {
          figures.partRetries--;
          failed = `part ${n} answered ${put.status}`;
          return;
        }
      }
    };
    const worker = async () => {
      while (next < urls.length && !failed) {
        await sendPart(++next);
        await sleep(PART_PAUSE_MS);
      }
    };
    await Promise.all(Array.from({ length: PARTS_IN_FLIGHT }, worker));
    if (failed) {
      figures.failures.push(`${file.name}: ${failed}`);
      continue;
    }
    etags.sort((a, b) => a.PartNumber - b.PartNumber);
    let done = await uploads.complete(upload_id, file, etags);
    if (done.status !== 200) {
      figures.completeRetries++;
      await sleep(COMPLETE_RETRY_MS);
      done = await uploads.complete(upload_id, file, etags);
    }
    if (done.status !== 200) figures.failures.push(`${file.name}: complete answered ${done.status}`);
    else
      figures.completed.push({
        name: file.name,
        sha256: sha256(file.bytes),
        size: file.bytes.length,
        startedAt,
        endedAt: Date.now(),
      });
  }
}
