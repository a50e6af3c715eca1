// npm run bench:upload -- --wan: uploads over an emulated long fat network. Each uploader goes through a
// delay line (bench/wan/delay-line.mjs) at 50 ms / 200 Mbit/s and at 150 ms / 50 Mbit/s: the console's own
// engine against the built console server, tus-js-client against @tus/server, Uppy's S3 client against the
// console's part URLs. Each rate is said as a ratio to the link rate measured through the same delay line
// (the same bytes as 4 plain streams). Then 1 % of the part PUTs are cut mid-way: the files must still be
// stored byte for byte, with only the cut parts sent again. BENCH_WAN_SCALE=0.1 runs a tenth of the bytes.
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, openAsBlob } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { csrfToken, ensureDatabase, ensureUser, signIn, startServer } from './bench-kit.mjs';
import { startDelayLine } from './wan/delay-line.mjs';
import {
  authHeaders,
  bulkTransfer,
  engineUpload,
  loadEngine,
  startSink,
  tusUpload,
  uppyUpload,
} from './wan/clients.mjs';
import { planPartSize } from '../packages/contracts/dist/index.js';

const MiB = 1024 * 1024;
const SCALE = Number(process.env.BENCH_WAN_SCALE ?? 1);
const CUT_FRACTION = Number(process.env.BENCH_WAN_CUT ?? 0.01);
const BASE = Number(process.env.BENCH_WAN_PORT ?? 8500);
const PORTS = {
  app: BASE + 1,
  tus: BASE + 2,
  sink: BASE + 3,
  appLine: BASE + 10,
  tusLine: BASE + 11,
  sinkLine: BASE + 12,
  facade: BASE + 20,
};
const CONDITIONS = [
  { rttMs: 50, mbit: 200, target: 0.95 },
  { rttMs: 150, mbit: 50, target: 0.9 },
];
// For tuning runs: BENCH_WAN_RTT=50 keeps one condition, BENCH_WAN_PEERS=0 skips tus and Uppy.
const ONLY_RTT = Number(process.env.BENCH_WAN_RTT ?? 0);
const PEERS = process.env.BENCH_WAN_PEERS !== '0';
// BENCH_WAN_WORKLOAD=big or small keeps one workload, BENCH_WAN_CUTRUN=0 skips the cut run.
const ONLY_WORKLOAD = process.env.BENCH_WAN_WORKLOAD ?? '';
const CUT_RUN = process.env.BENCH_WAN_CUTRUN !== '0';
const PHASE_TIMEOUT_MS = Number(process.env.BENCH_UPLOAD_TIMEOUT_S ?? 900) * 1000;

/** Random bytes written once per run: `count` files of `size` (no compressible pattern, no shared part). */
async function makeFiles(dir, label, count, size) {
  const files = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `${label}-${i}.zip`);
    const handle = [];
    for (let left = size; left > 0; left -= 64 * MiB) handle.push(randomBytes(Math.min(64 * MiB, left)));
    await writeFile(file, handle);
    files.push({ name: `${label}-${i}.zip`, path: file, size, blob: await openAsBlob(file) });
  }
  return files;
}

const sha256 = (file) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (c) => hash.update(c))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

async function timed(job) {
  const started = performance.now();
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('bench phase timed out')), PHASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([job(), deadline]);
  } finally {
    clearTimeout(timer);
  }
  return (performance.now() - started) / 1000;
}

function startTus(dataDir) {
  const child = fork(path.join(import.meta.dirname, 'upload-servers.mjs'), ['tus'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORTS.tus) },
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`tus server exited with ${code}`)));
  });
  return { child, ready };
}

const fmt = (n, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
let batchNumber = 0;
const batch = () => `WAN-${Date.now().toString(36)}-${++batchNumber}`;
const chunkOf = (size) => planPartSize(size);

export async function runWanBench() {
  const databaseUrl = await ensureDatabase(process.env.BENCH_WAN_DB ?? 'bench_upload_wan');
  await ensureUser(databaseUrl);
  const root = mkdtempSync(path.join(os.tmpdir(), 'ops-wan-'));
  const appDir = path.join(root, 'app');
  await mkdir(path.join(root, 'tus', 'tus'), { recursive: true });
  await mkdir(path.join(root, 'src'), { recursive: true });
  const workloads = [
    {
      kind: 'big',
      name: `1 file of ${fmt(SCALE * 1024, 0)} MiB`,
      files: await makeFiles(path.join(root, 'src'), 'big', 1, Math.round(SCALE * 1024) * MiB),
    },
    {
      kind: 'small',
      name: `${Math.max(3, Math.round(50 * SCALE))} files of 5 MiB`,
      files: await makeFiles(path.join(root, 'src'), 'small', Math.max(3, Math.round(50 * SCALE)), 5 * MiB),
    },
  ];
  const app = await startServer(databaseUrl, PORTS.app, {
    DATA_DIR: appDir,
    SCAN_MODE: 'off',
    CLAMD_SOCKET: '',
  });
  const tusServer = startTus(path.join(root, 'tus'));
  const closeSink = await startSink(PORTS.sink);
  const engine = await loadEngine();
  const direct = `http://127.0.0.1:${PORTS.app}`;
  const auth = authHeaders(await signIn(direct), await csrfToken(direct));
  const appBase = `http://127.0.0.1:${PORTS.appLine}`;
  const tusBase = `http://127.0.0.1:${PORTS.tusLine}`;
  const pattern = randomBytes(MiB);
  const rows = [];
  try {
    await tusServer.ready;
    for (const condition of CONDITIONS.filter((c) => !ONLY_RTT || c.rttMs === ONLY_RTT)) {
      const lines = await Promise.all(
        [
          [PORTS.appLine, PORTS.app],
          [PORTS.tusLine, PORTS.tus],
          [PORTS.sinkLine, PORTS.sink],
        ].map(([port, target]) =>
          startDelayLine({ port, target, rttMs: condition.rttMs, mbit: condition.mbit }),
        ),
      );
      try {
        for (const workload of workloads.filter((w) => !ONLY_WORKLOAD || w.kind === ONLY_WORKLOAD)) {
          const bytes = workload.files.reduce((a, f) => a + f.size, 0);
          const link = await timed(() => bulkTransfer(PORTS.sinkLine, bytes, pattern));
          const ours = await timed(() => engineUpload(engine, appBase, auth, workload.files, batch()));
          const theirs = PEERS ? await timed(() => tusUpload(tusBase, workload.files)) : NaN;
          let uppy = NaN;
          let uppyError = '';
          if (PEERS)
            try {
              uppy = await timed(() =>
                uppyUpload(appBase, auth, workload.files, batch(), PORTS.facade, chunkOf),
              );
            } catch (error) {
              uppyError = error.message;
            }
          rows.push({ condition, workload: workload.name, bytes, link, ours, theirs, uppy, uppyError });
          const r = rows.at(-1);
          console.log(
            `${condition.rttMs} ms / ${condition.mbit} Mbit/s, ${workload.name}: link ${fmt(bytes / MiB / link, 1)} MiB/s;` +
              ` console ${fmt(link / ours)} x, tus ${fmt(link / theirs)} x, uppy ${fmt(link / uppy)} x${uppyError ? ` (${uppyError})` : ''}`,
          );
          await rm(path.join(root, 'tus', 'tus'), { recursive: true, force: true });
          await mkdir(path.join(root, 'tus', 'tus'), { recursive: true });
          void r;
        }
      } finally {
        await Promise.all(lines.map((l) => l.close()));
      }
    }
    const cut = CUT_RUN ? await cutRun(engine, auth, databaseUrl, appDir, workloads) : null;
    report(rows, cut);
  } finally {
    app.kill('SIGTERM');
    tusServer.child.kill('SIGTERM');
    await closeSink();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(root, { recursive: true, force: true });
  }
}

/** Every workload at 50 ms / 200 Mbit/s with CUT_FRACTION of the part PUTs cut mid-way, then checked. */
async function cutRun(engine, auth, databaseUrl, appDir, workloads) {
  const files = workloads.flatMap((w) => w.files);
  // At least three cuts, so a quick run shows them too (the fraction used is printed).
  const planned = files.reduce((a, f) => a + Math.ceil(f.size / chunkOf(f.size)), 0);
  const fraction = Math.max(CUT_FRACTION, 3 / planned);
  const line = await startDelayLine({
    port: PORTS.appLine,
    target: PORTS.app,
    rttMs: 50,
    mbit: 200,
    cutFraction: fraction,
    seed: 2611,
  });
  const appBase = `http://127.0.0.1:${PORTS.appLine}`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = await engineUpload(engine, appBase, auth, files, batch());
    const puts = line.stats.requests.filter((r) => r.method === 'PUT');
    const { rows } = await db.query(
      'select id, storage_key, part_count from file_uploads where id = any($1)',
      [ids],
    );
    let same = 0;
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id);
      if (
        row &&
        (await sha256(path.join(appDir, 'storage', row.storage_key))) === (await sha256(files[i].path))
      )
        same++;
      else if (process.env.BENCH_WAN_DEBUG) {
        const { execFileSync } = await import('node:child_process');
        let diff = '';
        try {
          execFileSync('cmp', [path.join(appDir, 'storage', row.storage_key), files[i].path]);
        } catch (e) {
          diff = String(e.stdout);
        }
        console.log('differs', files[i].name, diff.slice(0, 200));
      }
    }
    const parts = rows.reduce((a, r) => a + r.part_count, 0);
    return { files: files.length, same, parts, puts: puts.length, cuts: line.stats.cuts.length, fraction };
  } finally {
    await db.end();
    await line.close();
  }
}

function report(rows, cut) {
  printRows(rows);
  if (cut) printCuts(cut);
}

function printRows(rows) {
  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `\nUploads through the delay line (${date}, BENCH_WAN_SCALE=${SCALE}); rate as a ratio to the link rate of the same bytes over 4 plain streams:`,
  );
  console.log('  condition            workload               link MiB/s  console   tus   uppy   target  met');
  for (const r of rows) {
    const ratio = (s) => r.link / s;
    const ours = ratio(r.ours);
    const ahead = ours > ratio(r.theirs) && !(ours <= ratio(r.uppy));
    const met = ours >= r.condition.target && ahead;
    console.log(
      `  ${`${r.condition.rttMs} ms / ${r.condition.mbit} Mbit/s`.padEnd(20)} ${r.workload.padEnd(22)} ${fmt(r.bytes / MiB / r.link, 1).padStart(10)}` +
        `  ${fmt(ours).padStart(6)}  ${fmt(ratio(r.theirs)).padStart(5)}  ${fmt(ratio(r.uppy)).padStart(5)}  >= ${fmt(r.condition.target)}  ${met ? 'met' : 'NOT met'}`,
    );
  }
}

function printCuts(cut) {
  console.log(
    `\nCuts (${fmt(cut.fraction * 100, 1)} % of part PUTs cut mid-way, 50 ms / 200 Mbit/s, all files): ${cut.cuts} cut; ` +
      `${cut.puts} part PUTs for ${cut.parts} parts, so ${cut.puts - cut.parts} sent again ` +
      `(${cut.puts - cut.parts === cut.cuts ? 'only the cut ones' : 'NOT only the cut ones'}); ` +
      `${cut.same} of ${cut.files} files stored byte for byte (sha-256 of stored file = source).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runWanBench();
