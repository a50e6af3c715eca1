import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { API, CLIENT_MESSAGES, SCAN_MESSAGES, SCAN_TEXTS } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { fileUploads } from '@/db/delivery-schema.js';
import { quarantinedFiles } from '@/db/scan-schema.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { clamdMissingReason, EICAR_FOUND, eicarBytes, startClamd, type TestClamd } from '@/test/clamd.js';
import { deliveryWorld } from '@/test/deliver-kit.js';
import { download } from '@/test/download.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';
import { deliverTarget, scanState, uploadThroughApi } from './scan-kit.js';

const skip = clamdMissingReason();
if (skip) console.warn(skip);

let clamd: TestClamd;
let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
let seq = 0;
const batchId = () => `SCAN-${Date.now()}-${++seq}`;
const assignment = () => buildWorkspaceAssignment(t.app, { clientId: w.client.id, entityId: w.entity.id });
const settle = () => t.app.services.scanning.uploads.settle();

/** A log sink the test reads: every line pino writes, parsed. */
function logSink() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe.skipIf(skip)('malware scanning with a real clamd (SCAN_MODE=on)', () => {
  beforeAll(async () => {
    clamd = await startClamd();
    t = await buildTestApp({ env: { CLAMD_SOCKET: clamd.socket, CLAMD_TIMEOUT_SECONDS: '5' } });
    w = await deliveryWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await clamd?.stop();
    await clamd?.remove();
  });

  it('holds a clean file until its scan is done, then delivers it and its bytes download', async () => {
    const a = await assignment();
    const batch = batchId();
    const bytes = Buffer.from('A clean translated deck.\n'.repeat(1000));
    const { upload_id, details } = await uploadThroughApi(t, w, batch, 'deck.pdf', bytes);
    expect(['pending', 'clean']).toContain(details.scan_status);
    await settle();
    expect(await scanState(w, upload_id)).toMatchObject({ completed: true, scan_status: 'clean' });

    const res = await deliverTarget(t, w, batch, a.id, 'deck.pdf');
    expect(res.statusCode).toBe(200);
    const detail = (await w.api.get(API.assignments.byId(res.json().id), w.ops.token)).json().last_assignment;
    const file = await download(t.app, detail.target_versions[0].files[0].links.pdf, w.ops.token);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a deliver naming a file still being scanned', async () => {
    const a = await assignment();
    const batch = batchId();
    await clamd.stop();
    try {
      const { upload_id } = await uploadThroughApi(
        t,
        w,
        batch,
        'held.pdf',
        Buffer.from('held until scanned'),
      );
      await settle();
      expect((await scanState(w, upload_id)).scan_status).toBe('pending');
      const refused = await deliverTarget(t, w, batch, a.id, 'held.pdf');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SCAN_MESSAGES.scanning('held.pdf'));

      // clamd is back: the held file gets its scan again (the job's retry, here the requeue) and passes.
      await clamd.start();
      expect(await t.app.services.scanning.uploads.requeueHeld(0)).toBeGreaterThanOrEqual(1);
      await settle();
      expect((await scanState(w, upload_id)).scan_status).toBe('clean');
      expect((await deliverTarget(t, w, batch, a.id, 'held.pdf')).statusCode).toBe(200);
    } finally {
      await clamd.start().catch(() => undefined);
    }
  });

  it('quarantines an EICAR upload: refused with its signature, never delivered, listed for operations admins', async () => {
    const a = await assignment();
    const batch = batchId();
    const { upload_id } = await uploadThroughApi(t, w, batch, 'invoice.pdf', eicarBytes());
    await settle();
    const message = SCAN_MESSAGES.infected('invoice.pdf', EICAR_FOUND);
    expect(await scanState(w, upload_id)).toMatchObject({ scan_status: 'infected', scan_message: message });

    const refused = await deliverTarget(t, w, batch, a.id, 'invoice.pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    const [row] = await t.app.services.db.select().from(fileUploads).where(eq(fileUploads.id, upload_id));
    expect(row!.status).toBe('completed');

    const list = await w.api.get(API.scanning.quarantine, w.admin.token);
    expect(list.statusCode).toBe(200);
    const entry = list.json().data.find((f: { file_name: string }) => f.file_name === 'invoice.pdf');
    expect(entry).toMatchObject({
      signature: EICAR_FOUND,
      source: 'delivery',
      delivery: batch,
      uploaded_by: { id: w.ops.user.id, name: expect.stringContaining('Olivia') },
    });
    // Nothing in the answer leads to the bytes.
    expect(JSON.stringify(entry)).not.toMatch(/uploads\/|storage|url|link/i);
    expect((await w.api.get(API.scanning.quarantine, w.ops.token)).statusCode).toBe(403);

    const audited = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'scan.infected'));
    expect(audited.some((e) => e.target_id === String(entry.id) && e.actor_id === w.ops.user.id)).toBe(true);
  });

  it('scans contracts and imports before accepting them: EICAR inside is refused and quarantined', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), eicarBytes(), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'msa.pdf');
    const contract = await w.api.post(API.requester.contractUpload, form, w.admin.token);
    expect(contract.statusCode).toBe(400);
    expect(contract.json().message).toBe(SCAN_MESSAGES.infected('msa.pdf', EICAR_FOUND));

    const clean = new FormData();
    clean.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\nclean\n%%EOF\n')], { type: 'application/pdf' }),
      'ok.pdf',
    );
    const accepted = await w.api.post(API.requester.contractUpload, clean, w.admin.token);
    expect(accepted.json()).toMatchObject({ success: true, message: CLIENT_MESSAGES.contractUploaded });

    const csv = new FormData();
    csv.append(
      'file',
      new Blob([`id,name\n${eicarBytes().toString('latin1')},x\n`], { type: 'text/csv' }),
      'in.csv',
    );
    const imported = await w.api.post(API.deliveries.assignmentImport, csv, w.ops.token);
    expect(imported.statusCode).toBe(400);
    expect(imported.json().message).toBe(SCAN_MESSAGES.infected('in.csv', EICAR_FOUND));

    const sources = (await w.api.get(API.scanning.quarantine, w.admin.token))
      .json()
      .data.map((f: { source: string; file_name: string }) => `${f.source}:${f.file_name}`);
    expect(sources).toEqual(expect.arrayContaining(['contract:msa.pdf', 'import:in.csv']));
    expect(SCAN_TEXTS.sources.contract).toBeTruthy();
  });

  it('scans the files of the older combined deliver call inline: EICAR is refused, a clean pair delivers', async () => {
    const a = await assignment();
    const form = (target: Buffer) => {
      const f = new FormData();
      f.append('assignment_id', a.id);
      f.append('source_file', new Blob([Buffer.from('source bytes')]), 'brief.docx');
      f.append('target_file', new Blob([target]), 'legacy.pdf');
      return f;
    };
    const refused = await w.api.post(API.deliveries.legacyNewAssignment, form(eicarBytes()), w.ops.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SCAN_MESSAGES.infected('legacy.pdf', EICAR_FOUND));
    const clean = await w.api.post(
      API.deliveries.legacyNewAssignment,
      form(Buffer.from('fine')),
      w.ops.token,
    );
    expect(clean.statusCode).toBe(200);
  });

  it('refuses a contract with 503 while clamd is down (fail closed)', async () => {
    await clamd.stop();
    try {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('%PDF-1.4\nfine\n%%EOF\n')]), 'later.pdf');
      const res = await w.api.post(API.requester.contractUpload, form, w.admin.token);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(SCAN_MESSAGES.scannerUnavailable);
    } finally {
      await clamd.start();
    }
  });

  it('purges quarantined files and their bytes after 30 days', async () => {
    const before = await t.app.services.db.select().from(quarantinedFiles);
    expect(before.length).toBeGreaterThan(0);
    const keys = before.map((f) => f.storage_key!).filter(Boolean);
    expect(await t.app.services.storage.exists(keys[0]!)).toBe(true);
    t.clock.advance(29 * 86_400_000);
    expect(await t.app.services.scanning.purge()).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect(await t.app.services.scanning.purge()).toBe(before.length);
    expect(await t.app.services.db.$count(quarantinedFiles)).toBe(0);
    for (const key of keys) expect(await t.app.services.storage.exists(key)).toBe(false);
  });
});

describe.skipIf(skip)('SCAN_MODE=warn and off', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('warn: with clamd unreachable a file passes as unscanned, with a warning in the log', async () => {
    const sink = logSink();
    const app = await buildTestApp({
      env: { CLAMD_SOCKET: '/nonexistent/clamd.sock', SCAN_MODE: 'warn' },
      logger: sink.logger,
    });
    apps.push(app);
    const world = await deliveryWorld(app);
    const a = await buildWorkspaceAssignment(app.app, {
      clientId: world.client.id,
      entityId: world.entity.id,
    });
    const { upload_id } = await uploadThroughApi(app, world, 'WARN-1', 'memo.pdf', Buffer.from('memo'));
    await app.app.services.scanning.uploads.settle();
    const state = await scanState(world, upload_id);
    expect(state.completed).toBe(true);
    expect(state).not.toHaveProperty('scan_status');
    expect((await deliverTarget(app, world, 'WARN-1', a.id, 'memo.pdf')).statusCode).toBe(200);
    expect(sink.lines.some((l) => l.level === 40 && /SCAN_MODE=warn/.test(l.msg))).toBe(true);
  });

  it('off (no CLAMD_SOCKET): nothing is scanned, the start-up log says so once', async () => {
    const sink = logSink();
    const app = await buildTestApp({ logger: sink.logger });
    apps.push(app);
    const world = await deliveryWorld(app);
    const a = await buildWorkspaceAssignment(app.app, {
      clientId: world.client.id,
      entityId: world.entity.id,
    });
    const { details } = await uploadThroughApi(app, world, 'OFF-1', 'test.pdf', eicarBytes());
    expect(details).not.toHaveProperty('scan_status');
    expect((await deliverTarget(app, world, 'OFF-1', a.id, 'test.pdf')).statusCode).toBe(200);
    expect(sink.lines.filter((l) => /Malware scanning is off/.test(l.msg))).toHaveLength(1);
  });
});
