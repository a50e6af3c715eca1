import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHUNK_MB, UPLOAD_TEXTS } from '@ops/contracts';
import { RESUME_KEY } from './resume-store';
import type { ResumeRecord } from './types';
import { ctx, deferred, fakeFile, fakeServer, item, makeEngine } from './upload-test-kit';

const stored = () => JSON.parse(localStorage.getItem(RESUME_KEY) ?? '[]') as ResumeRecord[];

describe('upload engine: one file', () => {
  it('goes in-queue -> uploading -> success: get-url, every part in order, then complete', async () => {
    const { engine, server, statuses, done } = makeEngine();
    const one = item(fakeFile('report.pdf', 25));
    engine.start([one], ctx);
    await done();

    expect(statuses.get(one.fileId)).toEqual(['in-queue', 'uploading', 'success']);
    expect(server.calls.getUrls).toEqual([
      {
        group: 'G_1',
        delivery_id: 'BATCH-1',
        time: ctx.time,
        interim: true,
        file_type: 'target_files',
        file_name: 'report.pdf',
        file_size: 25,
        chunk_size: DEFAULT_CHUNK_MB,
      },
    ]);
    expect(server.calls.puts.map((p) => [p.part, p.size])).toEqual([
      [1, 10],
      [2, 10],
      [3, 5],
    ]);
    expect(server.calls.complete).toEqual([
      {
        upload_id: 'up-1',
        file_name: 'report.pdf',
        parts: [1, 2, 3].map((n) => ({ PartNumber: n, ETag: `"etag-${n}"` })),
      },
    ]);
    const snapshot = engine.getSnapshot();
    expect(snapshot.overall).toBe('success');
    expect(snapshot.files[0]).toMatchObject({ progress: 1, bytesSent: 25, status: 'success' });
    expect(snapshot.records[one.fileId]).toMatchObject({
      file_id: { group_id: 'G_1', file_type: 'target_files', file_type_id: one.fileTypeId },
      progress: 100,
      total_chunks: 3,
      upload_id: 'up-1',
      status: 'success',
    });
    expect(stored()).toEqual([]);
  });

  it('asks for the part plan: 10 MB while 10,000 parts fit, more past that (150 GiB: 16 MiB, in MB)', async () => {
    const { engine, server, done } = makeEngine();
    server.control.failLinks = true;
    engine.start([item(fakeFile('small.zip', 1)), item(fakeFile('huge.zip', 150 * 1024 ** 3))], ctx);
    await done();
    expect(server.calls.getUrls.map((r) => r.chunk_size)).toEqual([10, 16]);
  });

  it('uses the update-flow context as given', async () => {
    const { engine, server, done } = makeEngine();
    engine.start([item(fakeFile('a.pdf', 5), 'G_2', 'source_files')], {
      ...ctx,
      flow: 'update',
      interimByGroup: {},
    });
    await done();
    expect(server.transport.getUrls).toHaveBeenCalledWith(
      expect.objectContaining({ group: 'G_2', file_type: 'source_files', interim: false }),
      'update',
      expect.any(AbortSignal),
    );
  });

  it('fails with the links message when get-url is refused', async () => {
    const server = fakeServer();
    server.control.failLinks = true;
    const onFailure = vi.fn();
    const { engine, done } = makeEngine(server, { onFailure });
    engine.start([item(fakeFile('a.pdf', 5))], ctx);
    await done();
    expect(engine.getSnapshot().files[0]).toMatchObject({
      status: 'failed',
      message: 'Failed to fetch upload links!',
    });
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'a.pdf' }),
      'Failed to fetch upload links!',
    );
  });
});

describe('upload engine: part retries', () => {
  it('retries a failing part after 0, 1 and 3 s and then succeeds', async () => {
    const server = fakeServer();
    server.control.onPut = ({ part, attempt }) => (part === 2 && attempt <= 3 ? 'fail' : 'ok');
    const { engine, clock, done } = makeEngine(server, { partsInFlight: 1 });
    engine.start([item(fakeFile('a.pdf', 30))], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
    expect(clock.sleeps).toEqual([0, 1000, 3000]);
    expect(server.calls.puts.filter((p) => p.part === 2)).toHaveLength(4);
  });

  it('fails the file after the 0, 1, 3 and 5 s retries, without completing', async () => {
    const server = fakeServer();
    server.control.onPut = ({ part }) => (part === 2 ? 'fail' : 'ok');
    const { engine, clock, done } = makeEngine(server, { partsInFlight: 1 });
    const one = item(fakeFile('a.pdf', 30));
    engine.start([one], ctx);
    await done();
    expect(clock.sleeps).toEqual([0, 1000, 3000, 5000]);
    expect(server.calls.puts.filter((p) => p.part === 2)).toHaveLength(5);
    expect(server.calls.puts.some((p) => p.part === 3)).toBe(false);
    expect(server.calls.complete).toEqual([]);
    expect(engine.getSnapshot()).toMatchObject({
      overall: 'failed',
      files: [{ status: 'failed', message: UPLOAD_TEXTS.partFailed('a.pdf') }],
    });
    // Kept for Redo and for a reload: the upload id and the part already stored.
    expect(stored()).toMatchObject([{ uploadId: 'up-1', parts: [{ PartNumber: 1, ETag: '"etag-1"' }] }]);
  });

  it('waits out a 503 for its Retry-After and sends the part again, without spending an attempt', async () => {
    const server = fakeServer();
    server.control.onPut = ({ part, attempt }) =>
      part === 2 && attempt <= 6 ? 'busy' : part === 2 && attempt === 7 ? 'fail' : 'ok';
    const { engine, clock, done } = makeEngine(server, { partsInFlight: 1 });
    engine.start([item(fakeFile('a.pdf', 30))], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
    // Six busy answers waited 2 s each (the server's Retry-After); the one failure then costs the 0 s retry.
    expect(clock.sleeps).toEqual([2000, 2000, 2000, 2000, 2000, 2000, 0]);
    expect(server.calls.puts.filter((p) => p.part === 2)).toHaveLength(8);
  });

  it('fetches fresh URLs after a 403 and retries at once, without spending an attempt', async () => {
    const server = fakeServer();
    server.control.onPut = ({ part, attempt }) => (part === 2 && attempt === 1 ? 'expired' : 'ok');
    const { engine, clock, done } = makeEngine(server, { partsInFlight: 1 });
    engine.start([item(fakeFile('a.pdf', 30))], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
    expect(server.calls.resume).toEqual(['up-1']);
    expect(clock.sleeps).toEqual([]);
    // Part 2 went again on the refreshed URL, and so did part 3.
    expect(server.calls.puts.filter((p) => p.part >= 2).map((p) => [p.part, p.version])).toEqual([
      [2, 0],
      [2, 1],
      [3, 1],
    ]);
  });

  it('counts a second 403 on the same part as a failed attempt', async () => {
    const server = fakeServer();
    server.control.onPut = ({ part }) => (part === 1 ? 'expired' : 'ok');
    const { engine, clock, done } = makeEngine(server, { partsInFlight: 1 });
    engine.start([item(fakeFile('a.pdf', 10))], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('failed');
    expect(clock.sleeps).toEqual([0, 1000, 3000, 5000]);
    expect(server.calls.puts).toHaveLength(6);
  });
});

describe('upload engine: complete', () => {
  it('retries complete once', async () => {
    const server = fakeServer();
    server.control.onComplete = (attempt) => (attempt === 1 ? 'fail' : 'ok');
    // No slot ramp: its steps would be sleeps of their own.
    const { engine, clock, done } = makeEngine(server, { slotRampMs: 0 });
    engine.start([item(fakeFile('a.pdf', 5))], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
    expect(server.calls.complete).toHaveLength(2);
    expect(clock.sleeps).toEqual([1000]);
  });

  it('fails the file with the server message when the retry fails too', async () => {
    const server = fakeServer();
    server.control.onComplete = () => 'fail';
    const { engine, done } = makeEngine(server);
    engine.start([item(fakeFile('a.pdf', 5))], ctx);
    await done();
    expect(server.calls.complete).toHaveLength(2);
    expect(engine.getSnapshot().files[0]).toMatchObject({
      status: 'failed',
      message: 'The upload is missing part 2. Please send it again.',
    });
  });
});

describe('upload engine: queue', () => {
  it('runs three files at a time while they fill the part slots; each finished file starts the next', async () => {
    const MiB = 1024 * 1024;
    const server = fakeServer(10 * MiB);
    const gates = new Map<string, ReturnType<typeof deferred>>();
    server.control.onPut = ({ uploadId }) => {
      const gate = gates.get(uploadId) ?? deferred();
      gates.set(uploadId, gate);
      return gate.promise;
    };
    const { engine, done } = makeEngine(server);
    // Five parts each: three files have more parts to send than the engine's six slots.
    const items = [1, 2, 3, 4, 5].map((n) => item(fakeFile(`f${n}.pdf`, 50 * MiB)));
    engine.start(items, ctx);
    const statuses = () => engine.getSnapshot().files.map((f) => f.status);

    await vi.waitFor(() => expect(server.control.inFlight).toBe(6));
    expect(statuses()).toEqual(['uploading', 'uploading', 'uploading', 'in-queue', 'in-queue']);
    // The slots go first come first served: f1's five parts and one of f2's; f3 waits for one.
    expect([...gates.keys()]).toEqual(['up-1', 'up-2']);
    expect(engine.getSnapshot().overall).toBe('uploading');

    gates.get('up-2')!.resolve();
    await vi.waitFor(() =>
      expect(statuses()).toEqual(['uploading', 'success', 'uploading', 'uploading', 'in-queue']),
    );

    // A failure frees its place as well.
    server.control.onComplete = (attempt) => (attempt <= 3 ? 'fail' : 'ok');
    gates.get('up-1')!.resolve();
    await vi.waitFor(() =>
      expect(statuses()).toEqual(['failed', 'success', 'uploading', 'uploading', 'uploading']),
    );

    for (const id of ['up-3', 'up-4', 'up-5']) {
      await vi.waitFor(() => expect(gates.has(id)).toBe(true));
      gates.get(id)!.resolve();
    }
    await done();
    expect(statuses()).toEqual(['failed', 'success', 'success', 'success', 'success']);
    expect(engine.getSnapshot().overall).toBe('failed');
  });

  it('opens more than three small files so their parts fill the slots, and never more parts than slots', async () => {
    const server = fakeServer();
    const gate = deferred();
    server.control.onPut = () => gate.promise;
    const { engine, done } = makeEngine(server, { partsInFlight: 4 });
    const items = Array.from({ length: 10 }, (_, n) => item(fakeFile(`s${n}.pdf`, 5)));
    engine.start(items, ctx);
    await vi.waitFor(() => expect(server.control.inFlight).toBe(4));
    // Four one-part files on the wire fill the four slots; four more have their links, asked ahead, and
    // wait for a slot; the other two stay queued.
    await vi.waitFor(() => expect(server.calls.getUrls).toHaveLength(8));
    expect(engine.getSnapshot().files.filter((f) => f.status === 'uploading')).toHaveLength(8);
    expect(server.control.inFlight).toBe(4);
    gate.resolve();
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
    expect(server.control.maxInFlight).toBe(4);
  });

  it('a file whose parts are all stored holds no place while its complete is slow: the next files go on', async () => {
    const server = fakeServer();
    const answer = deferred();
    server.control.onComplete = () => answer.promise;
    const { engine, done } = makeEngine(server, { partsInFlight: 2 });
    const items = Array.from({ length: 16 }, (_, n) => item(fakeFile(`s${n}.pdf`, 5)));
    engine.start(items, ctx);
    // Every part is stored although no complete has answered: more files than the open-file cap went on.
    await vi.waitFor(() => expect(server.calls.puts).toHaveLength(16));
    // Sixteen completes in flight, past the twelve open files a cap on every unfinished file would allow.
    expect(server.calls.complete).toHaveLength(16);
    expect(server.control.maxInFlight).toBeLessThanOrEqual(2);
    expect(engine.getSnapshot().files.every((f) => f.status === 'uploading')).toBe(true);
    answer.resolve();
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
  });

  it('gives one big file every part slot', async () => {
    const server = fakeServer();
    const gate = deferred();
    server.control.onPut = () => gate.promise;
    const { engine, done } = makeEngine(server, { partsInFlight: 6 });
    engine.start([item(fakeFile('big.mp4', 200))], ctx);
    await vi.waitFor(() => expect(server.control.inFlight).toBe(6));
    gate.resolve();
    await done();
    expect(server.calls.puts).toHaveLength(20);
  });

  it('enqueue waits for run (the dialog submit)', async () => {
    const { engine, server, done } = makeEngine();
    engine.enqueue([item(fakeFile('a.pdf', 5))], ctx);
    expect(engine.getSnapshot()).toMatchObject({ overall: 'idle', waiting: true });
    expect(server.calls.getUrls).toEqual([]);
    engine.run();
    await done();
    expect(engine.getSnapshot()).toMatchObject({ overall: 'success', waiting: false });
  });

  it('reset stops the transfers and forgets its files and records, not those of another tab', async () => {
    const server = fakeServer();
    const gate = deferred();
    server.control.onPut = ({ part }) => (part === 2 ? gate.promise : 'ok');
    const { engine } = makeEngine(server, { partsInFlight: 1 });
    engine.start([item(fakeFile('a.pdf', 30))], ctx);
    await vi.waitFor(() => expect(server.calls.puts).toHaveLength(2));
    expect(stored()).toHaveLength(1);
    const otherTab = { ...stored()[0]!, uploadId: 'other-tab', name: 'other.pdf' };
    localStorage.setItem(RESUME_KEY, JSON.stringify([...stored(), otherTab]));
    engine.reset();
    expect(engine.getSnapshot()).toMatchObject({ files: [], overall: 'idle', totalBytes: 0 });
    expect(stored().map((r) => r.uploadId)).toEqual(['other-tab']);
    gate.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(server.control.inFlight).toBe(0);
    expect(server.calls.puts).toHaveLength(2);
    expect(engine.getSnapshot().files).toEqual([]);
  });
});

describe('upload engine: remove', () => {
  it('stops one file and forgets it and its record; the others go on', async () => {
    const server = fakeServer();
    const gate = deferred();
    server.control.onPut = ({ part }) => (part === 2 ? gate.promise : 'ok');
    const { engine, done } = makeEngine(server, { partsInFlight: 1 });
    const first = item(fakeFile('a.pdf', 30));
    const second = item(fakeFile('b.pdf', 5));
    engine.start([first, second], ctx);
    await vi.waitFor(() => expect(stored().map((r) => r.name)).toContain('a.pdf'));
    engine.remove(first.fileId);
    expect(engine.getSnapshot().files.map((f) => f.name)).toEqual(['b.pdf']);
    expect(stored().map((r) => r.name)).not.toContain('a.pdf');
    gate.resolve();
    await done();
    expect(engine.getSnapshot()).toMatchObject({ overall: 'success', totalBytes: 5 });
    engine.remove('unknown');
    expect(engine.getSnapshot().files).toHaveLength(1);
  });
});

describe('upload engine: memory', () => {
  it('reads only the slices of the parts in flight, never the whole file', async () => {
    const server = fakeServer(10 * 1024 * 1024);
    const size = 5 * 1024 * 1024 * 1024 + 123;
    const big = fakeFile('video.mp4', size);
    const { engine, done } = makeEngine(server, { partsInFlight: 2 });
    engine.start([item(big)], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
    const parts = Math.ceil(size / (10 * 1024 * 1024));
    expect(big.slice).toHaveBeenCalledTimes(parts);
    expect(big.slice).toHaveBeenLastCalledWith((parts - 1) * 10 * 1024 * 1024, size);
    expect(server.control.maxInFlight).toBeLessThanOrEqual(2);
    expect(Math.max(...server.calls.puts.map((p) => p.size))).toBe(10 * 1024 * 1024);
  });
});

describe('upload engine: progress', () => {
  it('shows bytes, speed and time left per file and overall while a part is on the wire', async () => {
    const server = fakeServer(100);
    const gate = deferred();
    const progress = new Map<string, (loaded: number) => void>();
    const put = server.transport.putPart;
    server.transport.putPart = async (part) => {
      progress.set(part.url.split('/')[2]!, part.onProgress);
      await gate.promise;
      return put(part);
    };
    const { engine, clock } = makeEngine(server, { partsInFlight: 2 });
    engine.start([item(fakeFile('a.pdf', 100)), item(fakeFile('b.pdf', 100))], ctx);
    await vi.waitFor(() => expect(progress.size).toBe(2));
    const sendA = progress.get('up-1')!;
    clock.t += 1000;
    sendA(20);
    clock.t += 1000;
    sendA(40);
    const { files, sentBytes, totalBytes, speed, etaSeconds } = engine.getSnapshot();
    expect(files[0]).toMatchObject({ bytesSent: 40, progress: 0.4, speed: 20, etaSeconds: 3 });
    expect({ sentBytes, totalBytes }).toEqual({ sentBytes: 40, totalBytes: 200 });
    // b.pdf has not sent a byte yet; the overall time left counts its bytes at the overall speed.
    expect(speed).toBe(20);
    expect(etaSeconds).toBe(8);
    gate.resolve();
  });
});
