import { PART_RETRY_DELAYS_MS, UPLOAD_CONCURRENT_FILES, UPLOAD_TEXTS } from '@ops/contracts';
import { partsToSend, runFile, sentBytes, storedParts } from './file-runner';
import { PartSlots } from './part-slots';
import type { Entry, RunHooks } from './file-runner';
import { etaSeconds, overallStatus, pushSample, speedOf } from './progress-math';
import { fitsGroup, sameFile } from './resume-store';
import type {
  ResumeRecord,
  ResumeStore,
  UploadClock,
  UploadContext,
  UploadFileView,
  UploadItemInput,
  UploadRecord,
  UploadsSnapshot,
  UploadTransport,
} from './types';
import { abortError, UploadError } from './upload-error';

export interface EngineOptions {
  transport: UploadTransport;
  store: ResumeStore;
  clock?: UploadClock;
  /** Files started at once whatever their size (the spec's three). */
  concurrency?: number;
  /** Parts on the wire together across all files; memory stays at most this many slices. */
  partsInFlight?: number;
  /** From a cold start, one more part slot opens per this many ms (0: all at once). */
  slotRampMs?: number;
  retryDelays?: readonly number[];
  completeRetryDelayMs?: number;
  /** How often a file waiting for its malware scan is asked about again. */
  scanPollMs?: number;
  /** Progress-only changes reach the listeners at most this often. */
  progressIntervalMs?: number;
  onFailure?(file: UploadFileView, error: unknown): void;
}

/**
 * Decision 0009: one part per HTTP/1.1 connection a browser gives an origin, so no part waits in the browser
 * behind another and the get-url and complete calls find a connection as soon as a part is answered.
 */
const PARTS_IN_FLIGHT = 6;
/** Decision 0009: parts started this far apart end apart, so their connections do not all idle at once. */
const SLOT_RAMP_MS = 250;
/** Files open at once when they are small enough that three cannot fill the part slots (links asked ahead). */
const MAX_OPEN_FILES = 12;

const realClock: UploadClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(abortError());
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    }),
};

/**
 * The upload queue: at most `concurrency` files at once, each finished file (success or failure) starting
 * the next. Listeners get an immutable snapshot (for useSyncExternalStore).
 */
export class UploadEngine {
  private entries: Entry[] = [];
  private started = false;
  private listeners = new Set<() => void>();
  private snapshot: UploadsSnapshot;
  private lastProgressEmit = -Infinity;
  private readonly clock: UploadClock;
  private readonly slots: PartSlots;

  constructor(private readonly options: EngineOptions) {
    this.clock = options.clock ?? realClock;
    this.slots = new PartSlots(
      options.partsInFlight ?? PARTS_IN_FLIGHT,
      () => this.pump(),
      this.clock,
      options.slotRampMs ?? SLOT_RAMP_MS,
    );
    this.snapshot = this.build();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Adds the items as in-queue. A known fileId keeps its entry (and state) unless its file changed. */
  enqueue(items: UploadItemInput[], ctx: UploadContext) {
    const records = this.options.store.list();
    let changed = false;
    for (const input of items) {
      const existing = this.entries.find((e) => e.input.fileId === input.fileId);
      if (existing && existing.input.file === input.file) continue;
      changed = true;
      const sameUpload = existing && sameFile(existing.input.file, input.file) ? existing.uploadId : null;
      const persisted = records.find(
        (r) =>
          r.deliveryId === ctx.deliveryId &&
          r.flow === ctx.flow &&
          fitsGroup(r, input.groupId, ctx.assignmentsByGroup) &&
          r.fileType === input.fileType &&
          sameFile(r, input.file),
      );
      const entry = this.newEntry(input, ctx, sameUpload ?? persisted?.uploadId ?? null);
      if (existing) {
        this.cancel(existing);
        this.entries[this.entries.indexOf(existing)] = entry;
      } else this.entries.push(entry);
    }
    if (changed) this.emit();
  }

  start(items: UploadItemInput[], ctx: UploadContext) {
    this.enqueue(items, ctx);
    this.run();
  }

  /** Starts the queued files (the dialog's submit). */
  run() {
    this.started = true;
    this.slots.restartRamp(this.partsAhead());
    this.pump();
    this.emit();
  }

  /** Parts still to send of the files queued or sending (a file's plan until it has its links). */
  private partsAhead() {
    const ahead = this.entries.filter((e) => e.status === 'in-queue' || e.status === 'uploading');
    return ahead.reduce((parts, e) => parts + partsToSend(e), 0);
  }

  /** A failed file goes back in the queue and continues from the parts the server already holds. */
  redo(fileId: string) {
    const entry = this.entries.find((e) => e.input.fileId === fileId);
    if (!entry || entry.status !== 'failed') return;
    entry.status = 'in-queue';
    entry.message = undefined;
    entry.samples = [];
    this.emit();
    this.run();
  }

  /** Recorded unfinished uploads that no file of this page is sending (the reload case). */
  pendingResumes(deliveryId?: string): ResumeRecord[] {
    const known = new Set(this.entries.map((e) => e.uploadId));
    return this.options.store
      .list()
      .filter((r) => !known.has(r.uploadId) && (deliveryId === undefined || r.deliveryId === deliveryId));
  }

  /** Forgets recorded uploads the user will not resume (the server aborts them when stale). */
  discard(uploadIds: string[]) {
    for (const id of uploadIds) this.options.store.remove(id);
    this.emit();
  }

  /** Stops one file's transfer and forgets it and its resume record (a file taken off a list before sending). */
  remove(fileId: string) {
    const entry = this.entries.find((e) => e.input.fileId === fileId);
    if (!entry) return;
    this.cancel(entry);
    if (entry.uploadId) this.options.store.remove(entry.uploadId);
    this.entries = this.entries.filter((e) => e !== entry);
    this.pump();
    this.emit();
  }

  /** Stops every transfer and forgets its files and their resume records. */
  reset() {
    for (const entry of this.entries) {
      this.cancel(entry);
      // Only this page's records: another tab's unfinished uploads stay resumable.
      if (entry.uploadId) this.options.store.remove(entry.uploadId);
    }
    this.entries = [];
    this.started = false;
    this.emit();
  }

  private newEntry(input: UploadItemInput, ctx: UploadContext, uploadId: string | null): Entry {
    return {
      input,
      ctx,
      status: 'in-queue',
      uploadId,
      totalChunks: 0,
      uploadingChunk: 0,
      stored: new Map(),
      inflight: new Map(),
      samples: [],
      controller: null,
      token: 0,
    };
  }

  private cancel(entry: Entry) {
    entry.token++;
    if (entry.controller) {
      entry.controller.abort();
      entry.controller = null;
    }
  }

  /**
   * Starts queued files: the first `concurrency` whatever their size, then more (up to MAX_OPEN_FILES) while
   * the open files have fewer parts waiting for a slot than there are slots, so small files keep the link full.
   * Only files with parts still to send count: one whose parts are all stored (completing, or waiting for its
   * malware scan) holds no slot and no part, and on a long link its complete alone takes a round trip or more,
   * so counting it would leave slots idle while a dozen small files complete (decision 0009).
   */
  private pump() {
    if (!this.started) return;
    for (;;) {
      let sending = 0;
      // Parts of the sending files not yet on the wire: while fewer than the slots, the next file's links are
      // asked for ahead, so its PUT can start the moment a part ends.
      let waiting = 0;
      for (const e of this.entries) {
        const left = e.controller && e.status === 'uploading' ? partsToSend(e) : 0;
        if (left === 0) continue;
        sending++;
        waiting += left - e.inflight.size;
      }
      if (sending >= (this.options.concurrency ?? UPLOAD_CONCURRENT_FILES)) {
        if (sending >= MAX_OPEN_FILES || waiting >= this.slots.size) return;
      }
      const next = this.entries.find((e) => e.status === 'in-queue' && !e.controller);
      if (!next) return;
      void this.launch(next);
    }
  }

  private async launch(entry: Entry) {
    const token = ++entry.token;
    const controller = new AbortController();
    entry.controller = controller;
    entry.status = 'uploading';
    entry.inflight.clear();
    entry.samples = [];
    this.emit();
    const live = () => entry.token === token;
    const hooks: RunHooks = {
      transport: this.options.transport,
      clock: this.clock,
      retryDelays: this.options.retryDelays ?? PART_RETRY_DELAYS_MS,
      slots: this.slots,
      completeRetryDelayMs: this.options.completeRetryDelayMs ?? 1000,
      scanPollMs: this.options.scanPollMs ?? 2000,
      changed: (progressOnly) => {
        if (!live()) return;
        entry.samples = pushSample(entry.samples, { at: this.clock.now(), bytes: sentBytes(entry) });
        // A part on the wire or stored may leave fewer parts waiting than the slots.
        if (!progressOnly) this.pump();
        this.emit(progressOnly);
      },
      persist: () => {
        if (live()) this.persist(entry);
      },
    };
    try {
      await runFile(entry, hooks, controller.signal);
      if (!live()) return;
      entry.status = 'success';
      if (entry.uploadId) this.options.store.remove(entry.uploadId);
    } catch (error) {
      if (!live()) return;
      entry.status = 'failed';
      entry.infected = error instanceof UploadError && error.kind === 'infected';
      entry.message =
        error instanceof UploadError ? error.message : UPLOAD_TEXTS.partFailed(entry.input.file.name);
      if (!(error instanceof UploadError)) console.error(error);
    }
    entry.controller = null;
    entry.inflight.clear();
    this.pump();
    this.emit();
    if (entry.status === 'failed') {
      const view = this.snapshot.files.find((f) => f.fileId === entry.input.fileId);
      if (view) this.options.onFailure?.(view, entry.message);
    }
  }

  private persist(entry: Entry) {
    if (!entry.uploadId) return;
    const { input, ctx } = entry;
    this.options.store.save({
      fileId: input.fileId,
      uploadId: entry.uploadId,
      name: input.file.name,
      size: input.file.size,
      lastModified: input.file.lastModified,
      fileType: input.fileType,
      groupId: input.groupId,
      fileTypeId: input.fileTypeId,
      deliveryId: ctx.deliveryId,
      flow: ctx.flow,
      time: ctx.time,
      interim: ctx.interimByGroup[input.groupId] ?? false,
      assignmentIds: ctx.assignmentsByGroup?.[input.groupId],
      parts: storedParts(entry),
      savedAt: this.clock.now(),
    });
  }

  private emit(progressOnly = false) {
    const now = this.clock.now();
    if (progressOnly && now - this.lastProgressEmit < (this.options.progressIntervalMs ?? 150)) return;
    this.lastProgressEmit = now;
    this.snapshot = this.build();
    for (const listener of this.listeners) listener();
  }

  private build(): UploadsSnapshot {
    const now = this.clock.now();
    const files: UploadFileView[] = [];
    const records: Record<string, UploadRecord> = {};
    let totalBytes = 0;
    let sent = 0;
    let speed = 0;
    let remaining = 0;
    for (const entry of this.entries) {
      const { input } = entry;
      const size = input.file.size;
      const bytesSent = entry.status === 'success' ? size : sentBytes(entry);
      const fileSpeed = entry.status === 'uploading' ? speedOf(entry.samples, now) : 0;
      const progress = size > 0 ? bytesSent / size : entry.status === 'success' ? 1 : 0;
      totalBytes += size;
      sent += bytesSent;
      speed += fileSpeed;
      if (entry.status !== 'failed') remaining += size - bytesSent;
      files.push({
        fileId: input.fileId,
        groupId: input.groupId,
        fileType: input.fileType,
        name: input.file.name,
        size,
        status: entry.status,
        progress,
        bytesSent,
        speed: fileSpeed,
        etaSeconds: entry.status === 'uploading' ? etaSeconds(size - bytesSent, fileSpeed) : null,
        ...(entry.message ? { message: entry.message } : {}),
        ...(entry.scanning ? { scanning: true } : {}),
        ...(entry.status === 'failed' && entry.infected ? { infected: true } : {}),
      });
      records[input.fileId] = {
        file_id: { group_id: input.groupId, file_type: input.fileType, file_type_id: input.fileTypeId },
        progress: Math.round(progress * 100),
        uploading_chunk: entry.uploadingChunk,
        total_chunks: entry.totalChunks,
        upload_id: entry.uploadId,
        chunks_part_upload_info: storedParts(entry),
        status: entry.status,
      };
    }
    const overall = overallStatus(
      files.map((f) => f.status),
      this.started,
    );
    return {
      files,
      records,
      overall,
      totalBytes,
      sentBytes: sent,
      speed,
      etaSeconds: overall === 'uploading' ? etaSeconds(remaining, speed) : null,
      waiting: !this.started && files.some((f) => f.status === 'in-queue'),
    };
  }
}
