import { describe, expect, it } from 'vitest';
import { RESUME_KEY } from './resume-store';
import type { ResumeRecord, UploadContext } from './types';
import { ctx, fakeFile, fakeServer, item, makeEngine } from './upload-test-kit';

const stored = () => JSON.parse(localStorage.getItem(RESUME_KEY) ?? '[]') as ResumeRecord[];

/** A first page whose upload of a.pdf (3 parts) stopped after part 1; the server then accepts again. */
async function interrupted(lastModified = 111, context: UploadContext = ctx) {
  const server = fakeServer();
  server.control.onPut = ({ part }) => (part === 2 ? 'fail' : 'ok');
  const first = makeEngine(server, { partsInFlight: 1 });
  first.engine.start([item(fakeFile('a.pdf', 30, lastModified))], context);
  await first.done();
  server.control.onPut = () => 'ok';
  return server;
}

describe('upload engine: redo and resume', () => {
  it('redo resumes a failed file and sends only the parts the server lacks', async () => {
    const server = fakeServer();
    let broken = true;
    server.control.onPut = ({ part }) => (part === 3 && broken ? 'fail' : 'ok');
    const { engine, statuses, done } = makeEngine(server, { partsInFlight: 1 });
    const one = item(fakeFile('a.pdf', 40));
    engine.start([one], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('failed');

    broken = false;
    const before = server.calls.puts.length;
    engine.redo(one.fileId);
    expect(engine.getSnapshot().files[0]!.status).not.toBe('failed');
    await done();
    expect(statuses.get(one.fileId)).toEqual([
      'in-queue',
      'uploading',
      'failed',
      'in-queue',
      'uploading',
      'success',
    ]);
    expect(server.calls.resume).toEqual(['up-1']);
    expect(server.calls.getUrls).toHaveLength(1);
    expect(server.calls.puts.slice(before).map((p) => p.part)).toEqual([3, 4]);
    expect(server.calls.complete[0]!.parts.map((p) => p.PartNumber)).toEqual([1, 2, 3, 4]);
  });

  it('redo starts afresh when the server no longer knows the upload', async () => {
    const server = fakeServer();
    let broken = true;
    server.control.onPut = ({ part }) => (part === 2 && broken ? 'fail' : 'ok');
    const { engine, done } = makeEngine(server, { partsInFlight: 1 });
    const one = item(fakeFile('a.pdf', 20));
    engine.start([one], ctx);
    await done();
    broken = false;
    server.control.onResume = () => 'gone';
    const before = server.calls.puts.length;
    engine.redo(one.fileId);
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
    expect(server.calls.getUrls).toHaveLength(2);
    expect(server.calls.puts.slice(before).map((p) => [p.uploadId, p.part])).toEqual([
      ['up-2', 1],
      ['up-2', 2],
    ]);
  });

  it('start() resumes a recorded upload of the same file (name, size, lastModified)', async () => {
    // A reload: a new engine, the same file chosen again.
    const server = await interrupted(111);
    const second = makeEngine(server, { partsInFlight: 1 });
    const before = server.calls.puts.length;
    second.engine.start([item(fakeFile('a.pdf', 30, 111))], ctx);
    await second.done();
    expect(server.calls.getUrls).toHaveLength(1);
    expect(server.calls.puts.slice(before).map((p) => p.part)).toEqual([2, 3]);
    expect(stored()).toEqual([]);
  });

  it('resumes only into the same card holding the same assignments (cards regrouped after a reload)', async () => {
    const withA1 = { ...ctx, assignmentsByGroup: { G_1: ['A1', 'A2'] } };
    const server = await interrupted(111, withA1);
    expect(stored()[0]!.assignmentIds).toEqual(['A1', 'A2']);
    const regrouped = makeEngine(server, { partsInFlight: 1 });
    regrouped.engine.start([item(fakeFile('a.pdf', 30, 111))], {
      ...ctx,
      assignmentsByGroup: { G_1: ['A3'] },
    });
    await regrouped.done();
    expect(server.calls.resume).toEqual([]);
    expect(server.calls.getUrls).toHaveLength(2);

    const again = await interrupted(111, withA1);
    const same = makeEngine(again, { partsInFlight: 1 });
    same.engine.start([item(fakeFile('a.pdf', 30, 111))], {
      ...ctx,
      assignmentsByGroup: { G_1: ['A2', 'A1'] },
    });
    await same.done();
    expect(again.calls.getUrls).toHaveLength(1);
  });

  it('a file with another modification time does not resume', async () => {
    const server = await interrupted(111);
    const second = makeEngine(server);
    second.engine.start([item(fakeFile('a.pdf', 30, 222))], ctx);
    await second.done();
    expect(server.calls.resume).toEqual([]);
    expect(server.calls.getUrls).toHaveLength(2);
  });
});
