// npm run bench:upload: chunked upload over the real HTTP path (get-url, PUTs to the signed part URLs,
// complete) into the local-disk store, against the raw disk write rate of the same bytes and against
// @tus/server's FileStore driven by tus-js-client, in one run. Loopback only; every loop is bounded; the
// data is made on the fly. Writes are not fsynced anywhere, so all three compare like with like.
import { fork } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import * as tus from 'tus-js-client';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const PART = 10 * MiB;
const CONCURRENT = 3;
const PARTS_IN_FLIGHT = 2;
const PHASE_TIMEOUT_MS = Number(process.env.BENCH_UPLOAD_TIMEOUT_S ?? 900) * 1000;
const APP_PORT = Number(process.env.BENCH_PORT ?? 8199);
const TUS_PORT = APP_PORT + 1;
const EMAIL = 'bench.uploader@example.com';
const PASSWORD = 'Bench#Upload2026';
const WORKLOADS = [
  { name: '1 file of 1 GiB', files: Array.from({ length: 1 }, () => GiB) },
  { name: '200 files of 5 MiB', files: Array.from({ length: 200 }, () => 5 * MiB) },
];

// One random part's worth, reused for every part: the work per byte (checksum, copies, writes) is the same.
const pattern = randomBytes(PART);
const slice = (size) => pattern.subarray(0, size);
const partsOf = (size) =>
  Array.from({ length: Math.ceil(size / PART) }, (_, i) => Math.min(PART, size - i * PART));

/** Runs the jobs CONCURRENT at a time, each file once; fails the phase past its deadline. */
async function pool(files, job) {
  const deadline = Date.now() + PHASE_TIMEOUT_MS;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      if (Date.now() > deadline) throw new Error('bench phase timed out');
      const index = next++;
      await job(files[index], index);
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: Math.min(CONCURRENT, files.length) }, worker));
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function rawDisk(files, dir) {
  await mkdir(dir, { recursive: true });
  const seconds = await pool(files, async (size, index) => {
    const handle = await open(path.join(dir, `raw-${index}`), 'w');
    try {
      for (const part of partsOf(size)) await handle.write(slice(part));
    } finally {
      await handle.close();
    }
  });
  await rm(dir, { recursive: true, force: true });
  return seconds;
}

const SERVER_NODE_FLAGS = JSON.parse(
  await readFile(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'),
).config.server_node_flags.split(' ');

function startServer(kind, port, dataDir) {
  const child = fork(path.join(import.meta.dirname, 'upload-servers.mjs'), [kind], {
    // BENCH_PROFILE=dir writes each server's CPU profile there.
    // The product's own Node flags (package.json config, as npm run serve passes them), then BENCH_FLAGS.
    execArgv: [
      ...(kind === 'app' ? SERVER_NODE_FLAGS : []),
      ...(process.env.BENCH_FLAGS ? process.env.BENCH_FLAGS.split(' ') : []),
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      BENCH_EMAIL: EMAIL,
      BENCH_PASSWORD: PASSWORD,
      DATABASE_URL: DATABASE_URL,
    },
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  const usage = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('usage');
    });
  return { child, ready, usage };
}

async function signIn(base) {
  const csrfResponse = await fetch(`${base}/api-ops/auth/v1/csrf/`);
  const csrf = /csrftoken=([^;]+)/.exec(csrfResponse.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };
  const response = await fetch(`${base}/api-ops/auth/v1/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`bench sign-in failed: ${body.message}`);
  return (urlPath, payload) =>
    fetch(`${base}${urlPath}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${body.token.access_token}` },
      body: JSON.stringify(payload),
    }).then(async (r) => {
      const answer = await r.json();
      if (!answer.success) throw new Error(`${urlPath}: ${r.status} ${answer.message}`);
      return answer;
    });
}

// Parts go through node:http with keep-alive, the HTTP stack tus-js-client uses in Node, so both uploads
// pay the same client cost on this machine's shared cores.
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
function putPart(url, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', agent, headers: { 'content-length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            ok: res.statusCode === 200,
            status: res.statusCode,
            headers: { get: (h) => res.headers[h] },
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The browser engine's path: part URLs, the parts PUT two at a time per file as the engine sends them
 * (PARTS_IN_FLIGHT in apps/web/.../upload-engine.ts), each retried once, then complete.
 */
async function ourUpload(base, post, size, index) {
  const fileName = `bench-${index}.zip`;
  const { upload_id, urls } = await post('/api-ops/ops/v1/upload-get-url/', {
    delivery_id: 'BENCH-UPLOADS',
    group: 'G_1',
    file_type: 'target_files',
    file_name: fileName,
    file_size: size,
    chunk_size: PART / MiB,
  });
  const sizes = partsOf(size);
  const parts = [];
  let next = 0;
  const sender = async () => {
    while (next < sizes.length) {
      const i = next++;
      let response;
      for (let attempt = 0; attempt < 2 && !response?.ok; attempt++) {
        response = await putPart(`${base}${urls[i]}`, slice(sizes[i]));
      }
      if (!response.ok) throw new Error(`part ${i + 1} of ${fileName}: ${response.status}`);
      parts[i] = { PartNumber: i + 1, ETag: response.headers.get('etag') };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARTS_IN_FLIGHT, sizes.length) }, sender));
  await post('/api-ops/ops/v1/multipart-complete/', { upload_id, file_name: fileName, parts });
}

function tusUpload(base, size, index) {
  return new Promise((resolve, reject) => {
    const source = Readable.from(partsOf(size).map(slice));
    const upload = new tus.Upload(source, {
      endpoint: `${base}/files`,
      chunkSize: PART,
      uploadSize: size,
      retryDelays: [0],
      storeFingerprintForResuming: false,
      metadata: { filename: `bench-${index}.zip` },
      onError: reject,
      onSuccess: resolve,
    });
    upload.start();
  });
}

const fmt = (n, digits = 2) => n.toFixed(digits);

// The console on PostgreSQL as deployed (a database `bench_upload` beside `npm run bench`'s, made once), or on
// embedded PGlite with BENCH_UPLOAD_PGLITE=1 (PGlite's own memory then counts in the server's RSS).
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = process.env.BENCH_UPLOAD_PGLITE === '1' ? '' : withDatabase(ADMIN_URL, 'bench_upload');

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

async function ensureDatabase() {
  if (!DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', ['bench_upload']);
    if (!rowCount) await admin.query('create database bench_upload');
  } finally {
    await admin.end();
  }
}

async function main() {
  await ensureDatabase();
  const root = mkdtempSync(path.join(os.tmpdir(), 'ops-bench-upload-'));
  const app = startServer('app', APP_PORT, path.join(root, 'app'));
  const tusServer = startServer('tus', TUS_PORT, path.join(root, 'tus'));
  try {
    await Promise.all([app.ready, tusServer.ready]);
    const appBase = `http://127.0.0.1:${APP_PORT}`;
    const tusBase = `http://127.0.0.1:${TUS_PORT}`;
    const post = await signIn(appBase);
    const rows = [];
    const usage = { app: { cpu: 0, bytes: 0 }, tus: { cpu: 0, bytes: 0 } };
    for (const workload of WORKLOADS) {
      const bytes = workload.files.reduce((a, b) => a + b, 0);
      const raw = await rawDisk(workload.files, path.join(root, 'raw'));
      const timed = async (name, server, job) => {
        const before = await server.usage();
        const seconds = await pool(workload.files, job);
        const after = await server.usage();
        usage[name].cpu += after.cpuSeconds - before.cpuSeconds;
        usage[name].bytes += bytes;
        return {
          seconds,
          cpu: after.cpuSeconds - before.cpuSeconds,
          before: before.rssMiB,
          peak: after.peakRssMiB,
          peakHeap: after.peakHeapMiB,
          peakExternal: after.peakExternalMiB,
        };
      };
      const ours = await timed('app', app, (size, i) => ourUpload(appBase, post, size, i));
      await rm(path.join(root, 'app', 'storage', 'uploads'), { recursive: true, force: true });
      const theirs = await timed('tus', tusServer, (size, i) => tusUpload(tusBase, size, i));
      await rm(path.join(root, 'tus', 'tus'), { recursive: true, force: true });
      await mkdir(path.join(root, 'tus', 'tus'), { recursive: true });
      const rate = (s) => bytes / MiB / s;
      rows.push({ workload: workload.name, raw: rate(raw), ours, theirs, rate, gib: bytes / GiB });
    }

    const db = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.log(
      `\nChunked upload, ${fmt(PART / MiB, 0)} MiB parts, ${CONCURRENT} files at a time (console: ${PARTS_IN_FLIGHT} parts in flight per file, as the browser engine; tus: one), loopback, no fsync; console on ${db}`,
    );
    for (const r of rows) {
      console.log(`\n${r.workload} (raw disk write of the same bytes: ${fmt(r.raw, 0)} MiB/s)`);
      for (const [label, m] of [
        ['console (signed part PUTs)', r.ours],
        ['@tus/server FileStore    ', r.theirs],
      ]) {
        console.log(
          `  ${label}  ${fmt(r.rate(m.seconds), 0).padStart(6)} MiB/s  ${fmt(r.rate(m.seconds) / r.raw).padStart(5)} x raw` +
            `  server CPU ${fmt(m.cpu / r.gib)} s/GiB  RSS ${fmt(m.before, 0)} -> peak ${fmt(m.peak, 0)} MiB` +
            ` (heap ${fmt(m.peakHeap, 0)}, outside it ${fmt(m.peakExternal, 0)})`,
        );
      }
    }
    console.log('\nBoth workloads, server processes (RSS: after boot -> peak while uploading):');
    for (const [label, name] of [
      ['console', 'app'],
      ['tus    ', 'tus'],
    ]) {
      const peak = Math.max(...rows.map((r) => (name === 'app' ? r.ours : r.theirs).peak));
      const boot = rows[0][name === 'app' ? 'ours' : 'theirs'].before;
      console.log(
        `  ${label}  CPU ${fmt(usage[name].cpu / (usage[name].bytes / GiB))} s/GiB, RSS ${fmt(boot, 0)} -> ${fmt(peak, 0)} MiB`,
      );
    }
    // The targets on the 1 GiB file, said against this run's figures (a reading, not a gate).
    const big = rows[0];
    const ourRate = big.rate(big.ours.seconds);
    const peakMB = (Math.max(...rows.map((r) => r.ours.peak)) * MiB) / 1e6;
    const verdict = (ok) => (ok ? 'met' : 'NOT met');
    console.log('\nTargets (1 GiB file):');
    console.log(
      `  >= 0.85 x raw disk rate: ${fmt(ourRate / big.raw)} x, ${verdict(ourRate / big.raw >= 0.85)}`,
    );
    console.log(
      `  >= the tus figure: ${fmt(ourRate / big.rate(big.theirs.seconds))} x tus, ${verdict(ourRate >= big.rate(big.theirs.seconds))}`,
    );
    console.log(`  server peak RSS <= 150 MB: ${fmt(peakMB, 0)} MB, ${verdict(peakMB <= 150)}`);
  } finally {
    for (const server of [app, tusServer]) server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(root, { recursive: true, force: true });
  }
}

await main();
