import { createHash, randomBytes } from 'node:crypto';
import { API, DELIVERY_MESSAGES, partCount } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverForm, deliveryWorld } from '../test/deliver-kit.js';
import { buildWorkspaceAssignment } from '../test/workspace-factories.js';
import { faultWorld, type FaultWorld } from './fault-world.js';
import { answered, liveClient } from './live-client.js';
import { CHUNK_MB, partBytes, uploadClient, type UploadFile } from './upload-client.js';

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where each file stands when the server is killed: parts acknowledged, and the part caught mid-body. */
interface Plan {
  file: UploadFile;
  acknowledged: number;
  stalled: boolean;
}

describe.each([
  ['PostgreSQL', false],
  ['the embedded database', true],
] as const)('on %s', (_database, embedded) => {
  let w: FaultWorld;
  beforeAll(async () => {
    w = await faultWorld(embedded ? 'faults_upload_kill_pglite' : 'faults_upload_kill', { embedded });
  });
  afterAll(() => w?.close());

  it('an upload whose server is killed mid-part resumes on the restarted one, sending at most one part again', async () => {
    const world = await deliveryWorld(w.t);
    const assignment = await buildWorkspaceAssignment(w.t.app, {
      clientId: world.client.id,
      entityId: world.entity.id,
    });
    const token = world.ops.token;
    const batch = `KILL-${Date.now()}`;
    const chunk = CHUNK_MB * MiB;
    const plans: Plan[] = [
      // Part 1 stored, part 2 half-way through its body.
      {
        file: { name: 'Deck.pdf', type: 'target_files', bytes: randomBytes(3 * chunk + 777) },
        acknowledged: 1,
        stalled: true,
      },
      // Nothing stored yet: part 1 half-way.
      {
        file: { name: 'Brief.docx', type: 'source_files', bytes: randomBytes(2 * chunk + 5) },
        acknowledged: 0,
        stalled: true,
      },
      // Every part stored, not yet completed.
      {
        file: { name: 'Slides.pptx', type: 'target_files', bytes: randomBytes(chunk + 4096) },
        acknowledged: 2,
        stalled: false,
      },
    ];

    await w.start();
    const api = liveClient(w.base);
    const uploads = uploadClient(api, w.base, token);
    // Every part PUT of the test, before and after the kill: the re-sent ones are counted from it.
    const sent = new Map<string, number[]>(plans.map((p) => [p.file.name, []]));
    let releaseStalled!: () => void;
    const release = new Promise<void>((resolve) => (releaseStalled = resolve));
    const started = [];
    const inFlight = [];
    for (const plan of plans) {
      const { upload_id, urls, chunk_size } = await uploads.start(batch, plan.file);
      expect(chunk_size).toBe(chunk);
      for (let n = 1; n <= plan.acknowledged; n++) {
        const put = await uploads.put(urls[n - 1]!, partBytes(plan.file, chunk, n));
        expect(put.status).toBe(200);
        sent.get(plan.file.name)!.push(n);
      }
      if (plan.stalled) {
        const n = plan.acknowledged + 1;
        const put = uploads.putStalled(urls[n - 1]!, partBytes(plan.file, chunk, n), release);
        sent.get(plan.file.name)!.push(n);
        await put.halfSent;
        inFlight.push(put.done);
      }
      started.push({ plan, uploadId: upload_id });
    }
    // Let the half bodies reach the server's disk, then kill it without warning.
    await new Promise((r) => setTimeout(r, 300));
    await w.server.stop('SIGKILL');
    releaseStalled();
    expect(await Promise.all(inFlight)).toEqual(inFlight.map(() => 0));

    await w.start();
    // Before the uploads are finished, the files cannot be delivered: nothing partial is taken.
    const groups = [
      {
        assignment_ids: [assignment.id],
        source_files: ['Brief.docx'],
        target_files: ['Deck.pdf', 'Slides.pptx'],
        delivery_notes: 'After a crash',
      },
    ];
    const early = await api.post(API.deliveries.uploadNewDelivery, deliverForm(batch, groups, 'new'), token);
    expect(early.status).toBe(400);
    expect(answered(early, 400).message).toBe(DELIVERY_MESSAGES.fileNotUploaded('Brief.docx'));

    // The web engine's resume: the server lists what it holds, only the rest is sent, then complete.
    for (const { plan, uploadId } of started) {
      const resumed = await uploads.resume(uploadId);
      expect(resumed.completed).toBe(false);
      const held = resumed.parts.map((p) => p.PartNumber);
      expect(held).toEqual(Array.from({ length: plan.acknowledged }, (_, i) => i + 1));
      const etags = new Map(resumed.parts.map((p) => [p.PartNumber, p.ETag]));
      const total = partCount(plan.file.bytes.length, chunk);
      for (let n = 1; n <= total; n++) {
        if (etags.has(n)) continue;
        const put = await uploads.put(resumed.urls[n - 1]!, partBytes(plan.file, chunk, n));
        expect(put.status).toBe(200);
        sent.get(plan.file.name)!.push(n);
        etags.set(n, put.etag);
      }
      const parts = [...etags].map(([PartNumber, ETag]) => ({ PartNumber, ETag }));
      answered(await uploads.complete(uploadId, plan.file, parts));
    }
    const resent = new Map(
      [...sent].map(([name, parts]) => [name, parts.length - new Set(parts).size] as const),
    );
    expect(Object.fromEntries(resent)).toEqual({ 'Deck.pdf': 1, 'Brief.docx': 1, 'Slides.pptx': 0 });

    // Delivered, every file downloads with exactly the bytes uploaded.
    const delivered = answered(
      await api.post(API.deliveries.uploadNewDelivery, deliverForm(batch, groups, 'new'), token),
    );
    const detail = answered(await api.get(API.assignments.byId(delivered.id as number), token));
    const last = detail.last_assignment as {
      target_versions: { files: { name: string; links: Record<string, string> }[] }[];
      source_files: { name: string; links: Record<string, string> }[];
    };
    const files = [...last.target_versions[0]!.files, ...last.source_files];
    expect(files.map((f) => f.name).sort()).toEqual(['Brief.docx', 'Deck.pdf', 'Slides.pptx']);
    for (const file of files) {
      const original = plans.find((p) => p.file.name === file.name)!.file.bytes;
      const link = Object.values(file.links)[0]!;
      const grant = answered(await api.get(link, token));
      const bytes = Buffer.from(
        await (await fetch(new URL(grant.download_url as string, w.base))).arrayBuffer(),
      );
      expect(bytes.length, file.name).toBe(original.length);
      expect(sha256(bytes), file.name).toBe(sha256(original));
    }
  });
});
