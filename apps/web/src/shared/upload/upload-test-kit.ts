import { vi } from 'vitest';
import type { CompleteUploadRequest, UploadUrlRequest } from '@ops/contracts';
import { createLocalResumeStore } from './resume-store';
import type { PartPut, UploadClock, UploadContext, UploadItemInput, UploadTransport } from './types';
import { UploadEngine } from './upload-engine';
import type { EngineOptions } from './upload-engine';
import { abortError, UploadError } from './upload-error';

/** A File whose bytes are never there: slice is spied and reading it whole throws. */
export function fakeFile(name: string, size: number, lastModified = 1_700_000_000_000) {
  const read = () => {
    throw new Error('the whole file was read');
  };
  const slice = vi.fn((start = 0, end = size) => ({ size: Math.max(0, end - start) }) as Blob);
  const file = { name, size, lastModified, type: '', slice, arrayBuffer: read, text: read, stream: read };
  return file as unknown as File & { slice: typeof slice };
}

export const ctx: UploadContext = {
  flow: 'new',
  deliveryId: 'BATCH-1',
  time: '2026-11-23T10:00:00.000Z',
  interimByGroup: { G_1: true },
};

let ids = 0;
export function item(file: File, groupId = 'G_1', fileType: UploadItemInput['fileType'] = 'target_files') {
  ids++;
  return { fileId: `f${ids}`, groupId, fileType, fileTypeId: `${fileType.slice(0, -1)}_${ids}`, file };
}

type PutOutcome = 'ok' | 'fail' | 'busy' | 'expired' | Promise<void>;

interface StoredUpload {
  id: string;
  name: string;
  size: number;
  chunk: number;
  version: number;
  parts: Map<number, { etag: string; size: number }>;
}

/**
 * An in-memory server behind the transport. `onPut` decides each PUT's outcome (a promise holds it until
 * it resolves); URLs carry the upload, part and URL version.
 */
export function fakeServer(chunk = 10) {
  const uploads = new Map<string, StoredUpload>();
  const calls = {
    getUrls: [] as UploadUrlRequest[],
    resume: [] as string[],
    puts: [] as { uploadId: string; part: number; version: number; size: number }[],
    complete: [] as CompleteUploadRequest[],
  };
  const control = {
    onPut: (_put: { uploadId: string; part: number; version: number; attempt: number }): PutOutcome => 'ok',
    /** A promise holds the complete until it resolves (a slow answer on a long link). */
    onComplete: (_attempt: number): 'ok' | 'fail' | Promise<void> => 'ok',
    onResume: (_uploadId: string): 'ok' | 'gone' | 'fail' => 'ok',
    failLinks: false,
    inFlight: 0,
    maxInFlight: 0,
  };
  const urlsOf = (u: StoredUpload) =>
    Array.from(
      { length: Math.max(1, Math.ceil(u.size / u.chunk)) },
      (_, i) => `/part/${u.id}/${i + 1}/${u.version}`,
    );
  const attempts = new Map<string, number>();

  const transport: UploadTransport = {
    getUrls: vi.fn(async (request: UploadUrlRequest) => {
      calls.getUrls.push(request);
      if (control.failLinks) throw new UploadError('links', 'Failed to fetch upload links!');
      const id = `up-${uploads.size + 1}`;
      const u: StoredUpload = {
        id,
        name: request.file_name,
        size: Number(request.file_size),
        chunk,
        version: 0,
        parts: new Map(),
      };
      uploads.set(id, u);
      return { success: true as const, message: '', upload_id: id, urls: urlsOf(u), chunk_size: chunk };
    }),
    resume: vi.fn(async (uploadId: string) => {
      calls.resume.push(uploadId);
      const u = uploads.get(uploadId);
      const outcome = control.onResume(uploadId);
      if (!u || outcome === 'gone') throw new UploadError('gone', 'This upload was not found.');
      if (outcome === 'fail') throw new UploadError('failed', 'Server error.');
      u.version++;
      return {
        success: true as const,
        message: '',
        upload_id: u.id,
        urls: urlsOf(u),
        chunk_size: u.chunk,
        file_name: u.name,
        file_size: u.size,
        parts: [...u.parts].map(([PartNumber, p]) => ({ PartNumber, ETag: p.etag, Size: p.size })),
        completed: false,
      };
    }),
    putPart: vi.fn(async ({ url, body, signal }: PartPut) => {
      const [, , uploadId = '', part, version] = url.split('/');
      const key = `${uploadId}/${part}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const put = { uploadId, part: Number(part), version: Number(version), size: body.size };
      calls.puts.push(put);
      control.inFlight++;
      control.maxInFlight = Math.max(control.maxInFlight, control.inFlight);
      try {
        const outcome = control.onPut({ ...put, attempt });
        if (outcome instanceof Promise) {
          await Promise.race([
            outcome,
            new Promise((_, reject) => signal.addEventListener('abort', () => reject(abortError()))),
          ]);
        }
        if (signal.aborted) throw abortError();
        if (outcome === 'fail') throw new UploadError('failed', 'Part upload answered 500.');
        if (outcome === 'busy') throw new UploadError('busy', 'Server busy.', 2000);
        const u = uploads.get(uploadId)!;
        if (outcome === 'expired' || Number(version) !== u.version) {
          throw new UploadError('expired', 'Part link refused (403).');
        }
        const etag = `"etag-${part}"`;
        u.parts.set(Number(part), { etag, size: body.size });
        return etag;
      } finally {
        control.inFlight--;
      }
    }),
    complete: vi.fn(async (request: CompleteUploadRequest) => {
      calls.complete.push(request);
      const outcome = control.onComplete(calls.complete.length);
      if (outcome instanceof Promise) await outcome;
      if (outcome === 'fail') {
        throw new UploadError('failed', 'The upload is missing part 2. Please send it again.');
      }
    }),
  };
  return { transport, calls, control, uploads };
}

/** Sleeps return at once and are recorded; time moves only when a test says so. */
interface FakeClock extends UploadClock {
  t: number;
  sleeps: number[];
}

/** Sleeps return at once and are recorded; time moves only when a test says so. */
function fakeClock(start = 1_000_000): FakeClock {
  const clock: FakeClock = {
    t: start,
    sleeps: [],
    now: () => clock.t,
    sleep: async (ms, signal) => {
      clock.sleeps.push(ms);
      if (signal.aborted) throw abortError();
    },
  };
  return clock;
}

export function makeEngine(server = fakeServer(), options: Partial<EngineOptions> = {}, clock = fakeClock()) {
  const engine = new UploadEngine({
    transport: server.transport,
    store: createLocalResumeStore(() => clock.now()),
    clock,
    progressIntervalMs: 0,
    ...options,
  });
  const statuses = new Map<string, string[]>();
  engine.subscribe(() => {
    for (const f of engine.getSnapshot().files) {
      const seen = statuses.get(f.fileId) ?? [];
      if (seen[seen.length - 1] !== f.status) statuses.set(f.fileId, [...seen, f.status]);
    }
  });
  const done = () =>
    vi.waitFor(() => {
      const { overall } = engine.getSnapshot();
      if (overall !== 'success' && overall !== 'failed') throw new Error(`still ${overall}`);
    });
  return { engine, server, clock, statuses, done };
}

export const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
