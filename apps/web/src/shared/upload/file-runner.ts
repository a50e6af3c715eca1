import { chunkSizeField, partCount, partRange, planPartSize, UPLOAD_TEXTS } from '@ops/contracts';
import type { ResumeUploadResponse, UploadedPart } from '@ops/contracts';
import type { PartSlots } from './part-slots';
import type { Sample } from './progress-math';
import type {
  ScanAnswer,
  UploadClock,
  UploadContext,
  UploadItemInput,
  UploadStatus,
  UploadTransport,
} from './types';
import { abortError, UploadError } from './upload-error';

/** One file of the engine: its input, where its upload stands, and what the view needs. */
export interface Entry {
  input: UploadItemInput;
  ctx: UploadContext;
  status: UploadStatus;
  message?: string;
  /** Uploaded, waiting for the malware scan. */
  scanning?: boolean;
  /** Quarantined by the malware scan. */
  infected?: boolean;
  uploadId: string | null;
  totalChunks: number;
  uploadingChunk: number;
  /** Parts the server holds: number -> ETag and size. */
  stored: Map<number, { etag: string; size: number }>;
  /** Bytes of parts on the wire. */
  inflight: Map<number, number>;
  samples: Sample[];
  controller: AbortController | null;
  /** Bumped whenever a run is cancelled or replaced, so a stale run changes nothing. */
  token: number;
}

export interface RunHooks {
  transport: UploadTransport;
  clock: UploadClock;
  retryDelays: readonly number[];
  /** The engine-wide budget of parts on the wire; one file may use all of it. */
  slots: PartSlots;
  completeRetryDelayMs: number;
  /** How often a file waiting for its malware scan is asked about again. */
  scanPollMs: number;
  /** `progressOnly` changes may be coalesced by the engine. */
  changed(progressOnly: boolean): void;
  persist(): void;
}

interface Plan {
  uploadId: string;
  urls: string[];
  chunk: number;
  /** Bumped by each URL refresh, so parts that failed on old URLs just retry. */
  version: number;
  refreshing: Promise<boolean> | null;
}

export const sentBytes = (entry: Entry) => {
  let bytes = 0;
  for (const part of entry.stored.values()) bytes += part.size;
  for (const loaded of entry.inflight.values()) bytes += loaded;
  return Math.min(bytes, entry.input.file.size);
};

/** Parts this file still has to send (before its links come: as the part plan says). */
export function partsToSend(entry: Entry) {
  const { size } = entry.input.file;
  const total = entry.totalChunks || partCount(size, planPartSize(size) ?? size);
  return total - entry.stored.size;
}

/** 503 answers waited out per part before one counts as the part's failure. */
const BUSY_WAITS = 20;
const MAX_BUSY_WAIT_MS = 60_000;

export const storedParts = (entry: Entry): UploadedPart[] =>
  [...entry.stored.entries()]
    .sort(([a], [b]) => a - b)
    .map(([PartNumber, part]) => ({ ETag: part.etag, PartNumber }));

const toFailure = (error: unknown, fallback: string) =>
  error instanceof UploadError ? error : new UploadError('failed', fallback);

/**
 * get-url -> the missing parts -> complete -> the malware scan's verdict. Resolves once the file can be
 * delivered; throws an UploadError (or an abort).
 */
export async function runFile(entry: Entry, hooks: RunHooks, signal: AbortSignal): Promise<void> {
  const prepared = await prepare(entry, hooks, signal);
  if ('done' in prepared) return awaitScan(entry, prepared.done, hooks, signal);
  await sendParts(entry, prepared, hooks, signal);
  await awaitScan(entry, await complete(entry, prepared, hooks, signal), hooks, signal);
}

/** Asks again (resume) until the scan is done: clean passes, infected fails with the server's message. */
async function awaitScan(entry: Entry, answer: ScanAnswer | void, hooks: RunHooks, signal: AbortSignal) {
  let state = answer ?? {};
  try {
    while (state.scan_status === 'pending') {
      if (!entry.scanning) {
        entry.scanning = true;
        hooks.changed(false);
      }
      await hooks.clock.sleep(hooks.scanPollMs, signal);
      state = await hooks.transport.resume(entry.uploadId!, signal);
    }
  } finally {
    entry.scanning = false;
  }
  if (state.scan_status === 'infected') {
    throw new UploadError('infected', state.scan_message ?? UPLOAD_TEXTS.partFailed(entry.input.file.name));
  }
}

/** Resumes a known upload (only its missing parts go), else asks for fresh links. `done` when already complete. */
async function prepare(
  entry: Entry,
  hooks: RunHooks,
  signal: AbortSignal,
): Promise<Plan | { done: ScanAnswer }> {
  const { file } = entry.input;
  if (entry.uploadId) {
    let answer: ResumeUploadResponse | null = null;
    try {
      answer = await hooks.transport.resume(entry.uploadId, signal);
    } catch (error) {
      if (!(error instanceof UploadError && error.kind === 'gone')) throw error;
    }
    if (answer && answer.file_name === file.name && answer.file_size === file.size) {
      const plan = planOf(entry, answer.upload_id, answer.urls, answer.chunk_size);
      entry.stored.clear();
      for (const part of answer.parts) {
        const [start, end] = partRange(part.PartNumber, plan.chunk, file.size);
        // A part of another length than expected is sent again rather than trusted.
        if (part.Size === end - start)
          entry.stored.set(part.PartNumber, { etag: part.ETag, size: part.Size });
      }
      hooks.persist();
      hooks.changed(false);
      return answer.completed ? { done: answer } : plan;
    }
  }
  const answer = await hooks.transport.getUrls(
    {
      group: entry.input.groupId,
      delivery_id: entry.ctx.deliveryId,
      time: entry.ctx.time,
      interim: entry.ctx.interimByGroup[entry.input.groupId] ?? false,
      file_type: entry.input.fileType,
      file_name: file.name,
      file_size: file.size,
      // The server answers a plan for chunk sizes it accepts; an unplannable size is refused there.
      chunk_size: chunkSizeField(planPartSize(file.size) ?? file.size),
    },
    entry.ctx.flow,
    signal,
  );
  entry.stored.clear();
  const plan = planOf(entry, answer.upload_id, answer.urls, answer.chunk_size);
  hooks.persist();
  hooks.changed(false);
  return plan;
}

function planOf(entry: Entry, uploadId: string, urls: string[], chunk: number): Plan {
  const total = partCount(entry.input.file.size, chunk);
  if (chunk <= 0 || urls.length < total) {
    throw new UploadError('failed', UPLOAD_TEXTS.partFailed(entry.input.file.name));
  }
  entry.uploadId = uploadId;
  entry.totalChunks = total;
  return { uploadId, urls, chunk, version: 0, refreshing: null };
}

/**
 * The missing parts in order, as many at a time as the engine's part slots allow; the first part that gives up
 * stops the others.
 */
async function sendParts(entry: Entry, plan: Plan, hooks: RunHooks, signal: AbortSignal) {
  const missing: number[] = [];
  for (let n = 1; n <= entry.totalChunks; n++) if (!entry.stored.has(n)) missing.push(n);
  const local = new AbortController();
  const stop = () => local.abort();
  signal.addEventListener('abort', stop, { once: true });
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < missing.length) {
      const n = missing[next++]!;
      try {
        await sendPart(entry, plan, n, hooks, local.signal);
      } catch (error) {
        if (failure === null) failure = error;
        local.abort();
      }
    }
  };
  const workers = Math.min(Math.max(1, hooks.slots.size), missing.length);
  await Promise.all(Array.from({ length: workers }, worker));
  signal.removeEventListener('abort', stop);
  if (signal.aborted) throw abortError();
  if (failure !== null) throw failure;
}

/**
 * One part, retried after each of `retryDelays` before the file fails. A 403 (expired link) fetches fresh
 * URLs; the first one per part costs no attempt. A 503 (the server sheds load) is sent again after its
 * Retry-After without costing an attempt, up to BUSY_WAITS times. Each PUT holds one of the engine's slots.
 */
async function sendPart(entry: Entry, plan: Plan, n: number, hooks: RunHooks, signal: AbortSignal) {
  const { file } = entry.input;
  const [start, end] = partRange(n, plan.chunk, file.size);
  let failures = 0;
  let busyWaits = 0;
  let freeRefreshUsed = false;
  for (;;) {
    const version = plan.version;
    await hooks.slots.take(signal);
    entry.uploadingChunk = n;
    entry.inflight.set(n, 0);
    // One part fewer waiting: the engine may ask for the next file's links ahead.
    hooks.changed(false);
    try {
      const etag = await hooks.transport.putPart({
        url: plan.urls[n - 1]!,
        body: file.slice(start, end),
        signal,
        onProgress: (loaded) => {
          if (!entry.inflight.has(n)) return;
          entry.inflight.set(n, Math.min(Math.max(0, loaded), end - start));
          hooks.changed(true);
        },
      });
      hooks.slots.give();
      entry.inflight.delete(n);
      entry.stored.set(n, { etag, size: end - start });
      hooks.persist();
      hooks.changed(false);
      return;
    } catch (error) {
      hooks.slots.give();
      entry.inflight.delete(n);
      hooks.changed(true);
      if (signal.aborted) throw abortError();
      if (error instanceof UploadError && error.kind === 'busy' && busyWaits < BUSY_WAITS) {
        busyWaits++;
        await hooks.clock.sleep(Math.min(error.retryAfterMs, MAX_BUSY_WAIT_MS), signal);
        continue;
      }
      const expired = error instanceof UploadError && error.kind === 'expired';
      if (expired && plan.version !== version) continue;
      if (expired && !freeRefreshUsed) {
        freeRefreshUsed = true;
        if (await refreshUrls(plan, hooks, signal)) continue;
      }
      if (failures >= hooks.retryDelays.length) {
        throw new UploadError('failed', UPLOAD_TEXTS.partFailed(file.name));
      }
      await hooks.clock.sleep(hooks.retryDelays[failures++]!, signal);
      if (expired) await refreshUrls(plan, hooks, signal);
    }
  }
}

/** One resume call at a time per file; parts that hit an expired link meanwhile wait for it. */
function refreshUrls(plan: Plan, hooks: RunHooks, signal: AbortSignal): Promise<boolean> {
  plan.refreshing ??= hooks.transport
    .resume(plan.uploadId, signal)
    .then((answer) => {
      plan.urls = answer.urls;
      plan.version++;
      return true;
    })
    .catch(() => false)
    .finally(() => {
      plan.refreshing = null;
    });
  return plan.refreshing;
}

/** Complete, retried once after a short pause; answers where the malware scan stands. */
async function complete(entry: Entry, plan: Plan, hooks: RunHooks, signal: AbortSignal) {
  const request = { parts: storedParts(entry), upload_id: plan.uploadId, file_name: entry.input.file.name };
  for (let attempt = 0; ; attempt++) {
    try {
      return await hooks.transport.complete(request, signal);
    } catch (error) {
      if (signal.aborted) throw abortError();
      if (attempt >= 1) throw toFailure(error, UPLOAD_TEXTS.partFailed(entry.input.file.name));
      await hooks.clock.sleep(hooks.completeRetryDelayMs, signal);
    }
  }
}
