import { API } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverForm, deliveryWorld, uploadGroupFiles } from '../test/deliver-kit.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { buildWorkspaceAssignment } from '../test/workspace-factories.js';
import { answered, liveClient, type LiveClient } from '../faults/live-client.js';
import { runLoad, waitFor, type Outcome } from '../faults/load.js';
import { findHaproxy } from './haproxy.js';
import { INSTANCES, rollingWorld, type RollingWorld } from './rolling-world.js';
import { sha256, uploadLoop, type UploadFigures } from './rolling-upload.js';

const MiB = 1024 * 1024;
/** Three parts of 5 MiB and a bit: every file's parts spread over both instances. */
const FILE_SIZE = 10 * MiB + 4321;
const UPLOAD_WORKERS = 2;
const MAX_FILES_PER_WORKER = 100;
/** Load on both instances before the first restart, between restarts and after the last. */
const SETTLE_MS = 2500;
const COMMENT_PAUSE_MS = 50;
const MAX_COMMENTS = 2000;

const haproxyBinary = findHaproxy();
if (!haproxyBinary)
  console.warn(
    'SKIPPED: the rolling-restart test needs HAProxy (Debian: bash scripts/ensure-haproxy.sh installs it)',
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]! : 0;

/** Each comment is sent once, never again: a failed POST may or may not have been written. */
async function commentLoop(api: LiveClient, token: string, deliveryId: number, running: () => boolean) {
  const sent: { text: string; status: number }[] = [];
  while (running() && sent.length < MAX_COMMENTS) {
    const text = `rolling comment ${sent.length + 1}`;
    const answer = await api.post(
      API.assignments.postComment,
      { delivery_id: deliveryId, message: text },
      token,
    );
    sent.push({ text, status: answer.status });
    await sleep(COMMENT_PAUSE_MS);
  }
  return sent;
}

describe.skipIf(!haproxyBinary)('two instances behind HAProxy, restarted one after the other', () => {
  let w: RollingWorld;
  beforeAll(async () => {
    w = await rollingWorld(haproxyBinary!);
  });
  afterAll(() => w?.close());

  it('drops no read, no upload and no comment, and writes every comment exactly once', async () => {
    const world = await deliveryWorld(w.seed);
    const admin = world.admin.token;
    const ops = world.ops.token;
    const { delivery } = await buildDelivery(w.seed.app, {
      clientId: world.client.id,
      entityId: world.entity.id,
    });
    const assignment = await buildWorkspaceAssignment(w.seed.app, {
      clientId: world.client.id,
      entityId: world.entity.id,
    });
    await w.start();
    const haproxy = w.haproxy;
    await waitFor(async () => (await haproxy.stats()).every((s) => s.status === 'UP'), 20_000, 'both UP');

    const api = liveClient(w.base, 20_000);
    const month = new Date().toISOString().slice(0, 7);
    const started = Date.now();
    const reads = runLoad([
      { name: 'month listing', send: () => api.get(`${API.assignments.list}?month=${month}`, admin) },
      { name: 'delivery detail', send: () => api.get(API.assignments.byId(delivery.id), admin) },
      { name: 'comment list', send: () => api.get(API.assignments.comments(delivery.id), admin) },
    ]);
    let running = true;
    const batch = `ROLL-${Date.now()}`;
    const uploads: UploadFigures = {
      files: 0,
      parts: 0,
      partRetries: 0,
      completeRetries: 0,
      failures: [],
      completed: [],
    };
    const uploading = Promise.all(
      Array.from({ length: UPLOAD_WORKERS }, (_, i) =>
        uploadLoop(
          api,
          w.base,
          ops,
          {
            batch,
            prefix: `Part-${i + 1}`,
            size: FILE_SIZE,
            maxFiles: MAX_FILES_PER_WORKER,
            running: () => running,
          },
          uploads,
        ),
      ),
    );
    const commenting = commentLoop(api, admin, delivery.id, () => running);

    // Each instance in turn: SIGTERM, the balancer takes it out while it drains, it exits, starts again.
    const restarts: Restart[] = [];
    await sleep(SETTLE_MS);
    for (const [i, instance] of INSTANCES.entries()) {
      const signalled = Date.now();
      let downAt = 0;
      let exited = false;
      const watching = (async () => {
        while (!exited && !downAt) {
          if ((await haproxy.status(instance)).startsWith('DOWN')) downAt = Date.now();
          else await sleep(25);
        }
      })();
      await w.stopInstance(i);
      const exitedAt = Date.now();
      exited = true;
      await watching;
      await w.startInstance(i);
      await waitFor(async () => (await haproxy.status(instance)) === 'UP', 30_000, `${instance} UP again`);
      restarts.push({
        instance,
        signalledAt: signalled,
        downAfterMs: downAt ? downAt - signalled : -1,
        exitedAfterMs: exitedAt - signalled,
        upAfterMs: Date.now() - signalled,
      });
      await sleep(SETTLE_MS);
    }
    running = false;
    const readOutcomes = await reads.stop();
    const [sent] = await Promise.all([commenting, uploading]);
    const loadMs = Date.now() - started;

    const partsPerInstance = w
      .output()
      .map(
        (lines) => lines.filter((l) => l.includes('"method":"PUT"') && l.includes('incoming request')).length,
      );
    const stats = await haproxy.stats();

    // Every comment whose POST was answered is there once; a failed one is looked up to say whether it was written.
    const listed = answered(await api.get(API.assignments.comments(delivery.id), admin)).data as {
      message: { chat: string };
    }[];
    const copies = new Map<string, number>();
    for (const c of listed) copies.set(c.message.chat, (copies.get(c.message.chat) ?? 0) + 1);
    const failedComments = sent
      .filter((c) => c.status !== 200)
      .map((c) => `${c.text}: ${c.status}, written ${copies.get(c.text) ?? 0} times`);

    printFigures({ readOutcomes, sent, uploads, restarts, partsPerInstance, stats, loadMs, copies });

    // The uploaded files, delivered, download through the balancer with exactly the bytes sent.
    await uploadGroupFiles(w.seed, world.ops.user.id, batch, { source: ['Brief.docx'] });
    const delivered = answered(
      await api.post(
        API.deliveries.uploadNewDelivery,
        deliverForm(
          batch,
          [
            {
              assignment_ids: [assignment.id],
              source_files: ['Brief.docx'],
              target_files: uploads.completed.map((f) => f.name),
              delivery_notes: 'Uploaded across a rolling restart',
            },
          ],
          'new',
        ),
        ops,
      ),
    );
    const detail = answered(await api.get(API.assignments.byId(delivered.id as number), ops));
    const files = (
      detail.last_assignment as {
        target_versions: { files: { name: string; links: Record<string, string> }[] }[];
      }
    ).target_versions[0]!.files;
    const downloaded = new Map<string, string>();
    for (const file of files) {
      const grant = answered(await api.get(Object.values(file.links)[0]!, ops));
      const response = await fetch(new URL(grant.download_url as string, w.base));
      downloaded.set(file.name, sha256(Buffer.from(await response.arrayBuffer())));
    }

    const failedReads = readOutcomes.filter((o) => o.answer.status !== 200);
    expect(failedReads.map(describeOutcome)).toEqual([]);
    expect(uploads.failures).toEqual([]);
    expect(uploads.completed.length).toBeGreaterThan(0);
    expect(Object.fromEntries(downloaded)).toEqual(
      Object.fromEntries(uploads.completed.map((f) => [f.name, f.sha256])),
    );
    expect(failedComments).toEqual([]);
    expect([...copies.values()].filter((n) => n !== 1)).toEqual([]);
    expect(listed.length).toBe(sent.length);
    // The test proves something only if both instances were restarted under load and served the upload.
    expect(restarts.map((r) => r.instance)).toEqual([...INSTANCES]);
    for (const r of restarts) {
      const inFlight = uploads.completed.filter(
        (f) => f.startedAt < r.signalledAt && f.endedAt > r.signalledAt,
      );
      expect(inFlight.length, `uploads running when ${r.instance} got SIGTERM`).toBeGreaterThan(0);
      expect(r.downAfterMs, `${r.instance} out of the balancer before it exited`).toBeGreaterThan(0);
      expect(r.downAfterMs).toBeLessThan(r.exitedAfterMs);
    }
    expect(partsPerInstance.every((n) => n > 0)).toBe(true);
    // Each stop drained, and ended with no request cut at SHUTDOWN_TIMEOUT_SECONDS.
    const logs = w.output().map((lines) => lines.join('\n'));
    for (const log of logs) {
      expect(log.match(/draining for \d+ ms/g)).toHaveLength(1);
      expect(log).not.toContain('closing their connections');
    }
  });
});

interface Restart {
  instance: string;
  signalledAt: number;
  downAfterMs: number;
  exitedAfterMs: number;
  upAfterMs: number;
}

const describeOutcome = (o: Outcome) =>
  `${o.call} at +${o.startedAt}: ${o.answer.status} ${'error' in o.answer ? o.answer.error : ''}`;

function printFigures(f: {
  readOutcomes: Outcome[];
  sent: { status: number }[];
  uploads: UploadFigures;
  restarts: Restart[];
  partsPerInstance: number[];
  stats: { name: string; requests: number; retries: number; redispatches: number }[];
  loadMs: number;
  copies: Map<string, number>;
}) {
  const lines = [
    `Rolling restart: ${f.restarts.length} restarts under ${(f.loadMs / 1000).toFixed(1)} s of load`,
  ];
  const kinds = [...new Set(f.readOutcomes.map((o) => o.call))];
  for (const kind of kinds) {
    const outcomes = f.readOutcomes.filter((o) => o.call === kind);
    const ms = outcomes.map((o) => o.endedAt - o.startedAt);
    const failed = outcomes.filter((o) => o.answer.status !== 200).length;
    lines.push(
      `  ${kind.padEnd(16)} ${String(outcomes.length).padStart(6)} requests, ${failed} failed, p50 ${percentile(ms, 50)} ms, p95 ${percentile(ms, 95)} ms, max ${Math.max(...ms)} ms`,
    );
  }
  const failedPosts = f.sent.filter((c) => c.status !== 200).length;
  const duplicated = [...f.copies.values()].filter((n) => n > 1).length;
  lines.push(
    `  comment post     ${String(f.sent.length).padStart(6)} requests, ${failedPosts} failed, ${duplicated} written twice`,
  );
  const u = f.uploads;
  lines.push(
    `  upload           ${String(u.files).padStart(6)} files (${u.completed.length} completed, ${u.failures.length} failed), ${u.parts} part PUTs (${u.partRetries} sent again by the client), ${u.completeRetries} completes retried`,
  );
  lines.push(`  part PUTs per instance: ${f.partsPerInstance.join(' / ')}`);
  for (const r of f.restarts)
    lines.push(
      `  ${r.instance}: SIGTERM → out of HAProxy ${r.downAfterMs} ms → exited ${r.exitedAfterMs} ms → back UP ${r.upAfterMs} ms`,
    );
  for (const s of f.stats)
    lines.push(
      `  HAProxy ${s.name}: ${s.requests} requests, ${s.retries} retried, ${s.redispatches} redispatched`,
    );
  console.log(lines.join('\n'));
}
