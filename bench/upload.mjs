// npm run bench:upload: chunked uploads over loopback into three servers in one run, each in its own
// process: a bare Node server (node:http piping each part PUT into a write stream at its offset, no
// checksum, no database: the upper bound, the reference), the console (get-url, PUTs to the signed part
// URLs, complete, on PostgreSQL) and @tus/server's FileStore driven by tus-js-client. Workloads: one 1 GiB
// file, one 4 GiB file, 200 files of 5 MiB. It prints each rate as a ratio to the bare server's, the peak RSS
// growth of each server above its idle RSS just before the workload (the kernel's own peak, VmHWM, reset
// first), then the month listing's p95 while idle and while a 1 GiB upload runs. Loopback only; every loop
// is bounded; the data is made on the fly and the files are removed. `--wan` (or BENCH_WAN=1) runs the
// upload over emulated networks instead (bench/upload-wan.mjs).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as tus from 'tus-js-client';
import { UPLOAD_CONCURRENT_FILES } from '@ops/contracts';
import { ensureDatabase, ensureUser, EMAIL, monthPath, PASSWORD, sampleTargets } from './bench-kit.mjs';
import { generate } from './generate.mjs';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const PART = 10 * MiB;
// The browser engine's own figures (apps/web/src/shared/upload/upload-engine.ts).
const PARTS_IN_FLIGHT = 6;
const MAX_OPEN_FILES = 12;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
const PHASE_TIMEOUT_MS = Number(process.env.BENCH_UPLOAD_TIMEOUT_S ?? 300) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const DB_NAME = process.env.BENCH_UPLOAD_DB ?? 'bench_upload';
/** Deliveries for the month listings read during an upload. */
const READER_DELIVERIES = 5000;
const READER_IDLE_MS = 3000;
const TARGETS = { rateToBare: 0.85, rssGrowthMB: 64, readersSlowdown: 2 };
const KINDS = ['bare', 'app', 'tus'];
// BENCH_UPLOAD_ONLY=5 MiB runs only the workloads whose name holds it (a quicker look while working).
const WORKLOADS = [
  { name: '1 file of 1 GiB', files: [GiB] },
  { name: '1 file of 4 GiB', files: [4 * GiB] },
  { name: '200 files of 5 MiB', files: Array.from({ length: 200 }, () => 5 * MiB) },
].filter((w) => w.name.includes(process.env.BENCH_UPLOAD_ONLY ?? ''));
// BENCH_UPLOAD_READERS=0 leaves out the readers' phase (a CPU profile of the workloads alone).
const READERS = process.env.BENCH_UPLOAD_READERS !== '0';
// BENCH_UPLOAD_EACH=1 prints every run as it ends, not only the medians (a round gone wrong shows).
const EACH_RUN = process.env.BENCH_UPLOAD_EACH === '1';
const printRun = (name, round, kind, run) =>
  console.log(
    `  ${name}, round ${round + 1}, ${kind}: ${run.seconds.toFixed(2)} s, server CPU ${run.cpu.toFixed(2)} s ` +
      `(system ${run.sys.toFixed(2)}), peak RSS growth ${(run.growth / 1e6).toFixed(1)} MB`,
  );

// One random part's worth, reused for every part: the work per byte (checksum, copies, writes) is the same.
const pattern = randomBytes(PART);
const slice = (size) => pattern.subarray(0, size);
const partsOf = (size, part) =>
  Array.from({ length: Math.ceil(size / part) }, (_, i) => Math.min(part, size - i * part));

/**
 * The browser engine's scheduling (upload-engine.ts), the same for the bare server and the console:
 * PARTS_IN_FLIGHT part PUTs on the wire, shared first come first served by the open files' parts;
 * UPLOAD_CONCURRENT_FILES files open, more (up to MAX_OPEN_FILES) while the open files' parts not yet on the
 * wire cannot fill the slots, so the next file's links are asked for ahead; a file is closed (complete) when
 * its last part is stored, without holding a slot. Not modelled: the engine's slot ramp from a cold start (a
 * long link's concern, decision 0009), which on loopback would only add the same wait to every server.
 * `protocol.open(size, index)` answers { sizes, put(i), close() }. Fails the phase past its deadline.
 */
function engineUpload(files, protocol) {
  const deadline = Date.now() + PHASE_TIMEOUT_MS;
  const ready = [];
  let nextFile = 0;
  let openFiles = 0;
  let notOnWire = 0;
  let onWire = 0;
  let closed = 0;
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error) => {
      failed = true;
      reject(error);
    };
    const pump = () => {
      if (failed) return;
      if (Date.now() > deadline) return fail(new Error('bench phase timed out'));
      while (
        nextFile < files.length &&
        (openFiles < UPLOAD_CONCURRENT_FILES || (openFiles < MAX_OPEN_FILES && notOnWire < PARTS_IN_FLIGHT))
      ) {
        const index = nextFile++;
        openFiles++;
        notOnWire += partsOf(files[index], PART).length;
        protocol.open(files[index], index).then((file) => {
          file.left = file.sizes.length;
          file.sizes.forEach((_, i) => ready.push({ file, i }));
          pump();
        }, fail);
      }
      while (onWire < PARTS_IN_FLIGHT && ready.length) {
        const { file, i } = ready.shift();
        onWire++;
        notOnWire--;
        file.put(i).then(() => {
          onWire--;
          if (--file.left === 0)
            file.close().then(() => {
              openFiles--;
              if (++closed === files.length) resolve();
              else pump();
            }, fail);
          pump();
        }, fail);
      }
    };
    pump();
  });
}

/** `count` at a time, each file once (tus-js-client: one file is one request at a time). */
async function pool(files, count, job) {
  const deadline = Date.now() + PHASE_TIMEOUT_MS;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      if (Date.now() > deadline) throw new Error('bench phase timed out');
      const index = next++;
      await job(files[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(count, files.length) }, worker));
}

// --- The processes and what /proc says of them.

const SERVER_NODE_FLAGS = JSON.parse(
  await readFile(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'),
).config.server_node_flags.split(' ');

function startServer(kind, port, env) {
  const child = fork(path.join(import.meta.dirname, 'upload-servers.mjs'), [kind], {
    // The product's own Node flags (package.json config, as npm run serve passes them) for the console, then
    // BENCH_FLAGS; BENCH_PROFILE=dir writes each server's CPU profile there.
    execArgv: [
      ...(kind === 'app' ? SERVER_NODE_FLAGS : []),
      ...(process.env.BENCH_FLAGS ? process.env.BENCH_FLAGS.split(' ') : []),
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { kind, child, ready, base: `http://127.0.0.1:${port}` };
}

const statusKiB = (pid, field) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
/** User and system CPU seconds of the process, all its threads. */
const cpuTimes = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / 100, sys: Number(fields[12]) / 100 };
};

/** Runs `job` against `server`: seconds, server CPU seconds (and the system's part), idle RSS just before and the peak during (bytes). */
async function observe(server, job) {
  const pid = server.child.pid;
  // Resets the kernel's peak RSS (VmHWM) to the current RSS, so the peak read after is this job's own.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const idle = statusKiB(pid, 'VmRSS') * 1024;
  const cpu = cpuTimes(pid);
  const started = process.hrtime.bigint();
  await job();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = cpuTimes(pid);
  return {
    seconds,
    cpu: after.user + after.sys - cpu.user - cpu.sys,
    sys: after.sys - cpu.sys,
    idle,
    growth: statusKiB(pid, 'VmHWM') * 1024 - idle,
  };
}

// --- Clients. Parts go through node:http with keep-alive, the HTTP stack tus-js-client uses in Node, so
// every upload pays the same client cost on this machine's shared cores.

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const put = (url, body) => request(url, { method: 'PUT', body, headers: { 'content-length': body.length } });

async function signIn(base) {
  const csrfAnswer = await request(`${base}/api-ops/auth/v1/csrf/`);
  const csrf = /csrftoken=([^;]+)/.exec(String(csrfAnswer.headers['set-cookie']))?.[1] ?? '';
  const headers = { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };
  const login = await request(`${base}/api-ops/auth/v1/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  const { success, message, token } = JSON.parse(login.text);
  if (!success) throw new Error(`bench sign-in failed: ${message}`);
  const authorization = `Bearer ${token.access_token}`;
  const post = async (urlPath, payload) => {
    const answer = await request(`${base}${urlPath}`, {
      method: 'POST',
      headers: { ...headers, authorization },
      body: JSON.stringify(payload),
    });
    const parsed = JSON.parse(answer.text);
    if (!parsed.success) throw new Error(`${urlPath}: ${answer.status} ${parsed.message}`);
    return parsed;
  };
  return { post, authorization };
}

/** Part PUTs refused as busy (503), each waited out for its Retry-After as the browser's engine does. */
const busy = { count: 0 };

/**
 * The browser engine's calls on the console: open is get-url (every part URL), a part is a PUT to its URL (a
 * 503 waits its Retry-After and goes again; anything else fails the bench), close is complete.
 */
function consoleProtocol(base, post, calls) {
  const timed = async (list, call) => {
    const started = process.hrtime.bigint();
    const answer = await call();
    list.push(Number(process.hrtime.bigint() - started) / 1e6);
    return answer;
  };
  return {
    async open(size, index) {
      const fileName = `bench-${index}.zip`;
      const { upload_id, urls, chunk_size } = await timed(calls.getUrl, () =>
        post('/api-ops/ops/v1/upload-get-url/', {
          delivery_id: 'BENCH-UPLOADS',
          group: 'G_1',
          file_type: 'target_files',
          file_name: fileName,
          file_size: size,
          chunk_size: PART / MiB,
        }),
      );
      const sizes = partsOf(size, chunk_size);
      const parts = [];
      return {
        sizes,
        async put(i) {
          for (let attempt = 0; attempt < 20; attempt++) {
            const answer = await timed(calls.put, () => put(`${base}${urls[i]}`, slice(sizes[i])));
            if (answer.status === 200) {
              parts[i] = { PartNumber: i + 1, ETag: answer.headers.etag };
              return;
            }
            if (answer.status !== 503)
              throw new Error(`part ${i + 1} of ${fileName}: ${answer.status} ${answer.text}`);
            busy.count++;
            await new Promise((r) => setTimeout(r, Number(answer.headers['retry-after'] ?? 1) * 1000));
          }
          throw new Error(`part ${i + 1} of ${fileName}: still busy after 20 tries`);
        },
        close: () =>
          timed(calls.complete, () =>
            post('/api-ops/ops/v1/multipart-complete/', { upload_id, file_name: fileName, parts }),
          ),
      };
    },
  };
}

/** The same parts, sent the same way, to the bare server: open makes the file at its size, close is nothing. */
function bareProtocol(base) {
  return {
    async open(size, index) {
      const file = `${base}/bare/bench-${index}`;
      const created = await request(`${file}?size=${size}`, { method: 'POST' });
      if (created.status !== 200) throw new Error(`bare create: ${created.status} ${created.text}`);
      return {
        sizes: partsOf(size, PART),
        async put(i) {
          const answer = await put(`${file}?offset=${i * PART}`, slice(Math.min(PART, size - i * PART)));
          if (answer.status !== 200) throw new Error(`bare part ${i + 1}: ${answer.status} ${answer.text}`);
        },
        close: async () => undefined,
      };
    },
  };
}

function tusUpload(base, size, index) {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(Readable.from(partsOf(size, PART).map(slice)), {
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

// --- Readers: the month listing, one request at a time, in a process of their own (bench/upload-readers.mjs).

/** Reads months in a reader process while `during` runs; answers its p50, p95 and count. */
async function readMonths(base, authorization, paths, during) {
  const reader = fork(path.join(import.meta.dirname, 'upload-readers.mjs'));
  const answer = new Promise((resolve, reject) => {
    reader.once('message', resolve);
    reader.once('error', reject);
    reader.once('exit', (code) => code && reject(new Error(`reader exited with ${code}`)));
  });
  reader.send({ base, authorization, paths });
  try {
    await during();
  } finally {
    reader.send('stop');
  }
  return answer;
}

// --- The run.

const fmt = (n, digits = 2) => n.toFixed(digits);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const MB = (bytes) => bytes / 1e6;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

async function measureReaders(servers, jobsFor, authorization, months) {
  const read = (during) => readMonths(servers.app.base, authorization, months.map(monthPath), during);
  const idle = await read(() => new Promise((resolve) => setTimeout(resolve, READER_IDLE_MS)));
  const started = process.hrtime.bigint();
  const busy = await read(() => jobsFor(0).app([GiB]));
  const uploadMiBs = GiB / MiB / (Number(process.hrtime.bigint() - started) / 1e9);
  return { idle, busy, uploadMiBs };
}

async function main() {
  const databaseUrl = await ensureDatabase(DB_NAME);
  await generate(databaseUrl, READER_DELIVERIES, () => undefined);
  await ensureUser(databaseUrl);
  const { months } = await sampleTargets(databaseUrl);
  const root = mkdtempSync(path.join(os.tmpdir(), 'ops-bench-upload-'));
  const common = { DATA_DIR: root, LOG_LEVEL: 'silent', NODE_ENV: 'production' };
  const servers = {
    bare: startServer('bare', PORT + 1, common),
    app: startServer('app', PORT, {
      ...common,
      DATA_DIR: path.join(root, 'app'),
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      // Every month listing reads PostgreSQL, the case where an upload could starve it.
      LIST_CACHE_SECONDS: '0',
    }),
    tus: startServer('tus', PORT + 2, common),
  };
  try {
    await Promise.all(Object.values(servers).map((s) => s.ready));
    const { post, authorization } = await signIn(servers.app.base);
    const calls = WORKLOADS.map(() => ({ getUrl: [], put: [], complete: [] }));
    // Each workload's whole set of files, one way per server.
    const jobsFor = (w) => ({
      bare: (files) => engineUpload(files, bareProtocol(servers.bare.base)),
      app: (files) => engineUpload(files, consoleProtocol(servers.app.base, post, calls[w])),
      tus: (files) => pool(files, PARTS_IN_FLIGHT, (size, i) => tusUpload(servers.tus.base, size, i)),
    });
    const boot = Object.fromEntries(KINDS.map((k) => [k, statusKiB(servers[k].child.pid, 'VmRSS') * 1024]));
    // The servers keep their folders; what was uploaded goes.
    const cleanUp = () =>
      Promise.all(
        ['bare', 'tus', path.join('app', 'storage', 'uploads')].map(async (dir) => {
          await rm(path.join(root, dir), { recursive: true, force: true });
          await mkdir(path.join(root, dir), { recursive: true });
        }),
      );
    const results = WORKLOADS.map(() => ({ bare: [], app: [], tus: [] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [w, workload] of WORKLOADS.entries()) {
        // Each round starts with another server, so none always runs on the warmest page cache.
        for (const kind of KINDS.map((_, k) => KINDS[(k + round) % KINDS.length])) {
          results[w][kind].push(await observe(servers[kind], () => jobsFor(w)[kind](workload.files)));
          if (EACH_RUN) printRun(workload.name, round, kind, results[w][kind].at(-1));
          await cleanUp();
        }
      }
    }

    // Readers: idle first, then while the console takes a 1 GiB file at full speed.
    const readers = READERS ? await measureReaders(servers, jobsFor, authorization, months) : undefined;
    await cleanUp();

    report(results, calls, boot, readers);
  } finally {
    for (const server of Object.values(servers)) server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(root, { recursive: true, force: true });
  }
}

function report(results, calls, boot, readers) {
  console.log(
    `\nChunked upload over loopback, ${PART / MiB} MiB parts, the browser engine's scheduling (bare and ` +
      `console: ${PARTS_IN_FLIGHT} parts in flight shared by ${UPLOAD_CONCURRENT_FILES} to ${MAX_OPEN_FILES} open files; ` +
      `tus: ${PARTS_IN_FLIGHT} files at a time, one request each), no fsync; console on PostgreSQL ` +
      `with the flags of npm run serve (${SERVER_NODE_FLAGS.join(' ')}); median of ${ROUNDS} rounds.`,
  );
  const checks = [];
  for (const [w, workload] of WORKLOADS.entries()) {
    const bytes = workload.files.reduce((a, b) => a + b, 0);
    const figures = Object.fromEntries(
      Object.entries(results[w]).map(([kind, runs]) => [
        kind,
        {
          rate: median(runs.map((r) => bytes / MiB / r.seconds)),
          cpu: median(runs.map((r) => r.cpu / (bytes / GiB))),
          sys: median(runs.map((r) => r.sys / (bytes / GiB))),
          idle: median(runs.map((r) => r.idle)),
          growth: Math.max(...runs.map((r) => r.growth)),
        },
      ]),
    );
    const bare = figures.bare.rate;
    console.log(`\n${workload.name}`);
    for (const [label, kind] of [
      ['bare Node server (reference)', 'bare'],
      ['console (signed part PUTs)  ', 'app'],
      ['@tus/server FileStore       ', 'tus'],
    ]) {
      const f = figures[kind];
      console.log(
        `  ${label}  ${fmt(f.rate, 0).padStart(5)} MiB/s  ${fmt(f.rate / bare).padStart(4)} x bare` +
          `  CPU ${fmt(f.cpu)} s/GiB (system ${fmt(f.sys)})  idle RSS ${fmt(MB(f.idle), 0)} MB, peak growth ${fmt(MB(f.growth), 1)} MB (highest of the rounds)`,
      );
    }
    const ms = (list) => fmt(median(list), 1);
    const c = calls[w];
    console.log(
      `  console calls (median ms): get-url ${ms(c.getUrl)}, part PUT ${ms(c.put)}, complete ${ms(c.complete)}`,
    );
    const ours = figures.app;
    checks.push(
      [
        `${workload.name}: console >= ${TARGETS.rateToBare} x bare`,
        fmt(ours.rate / bare),
        ours.rate / bare >= TARGETS.rateToBare,
      ],
      [
        `${workload.name}: console >= @tus/server`,
        `${fmt(ours.rate / figures.tus.rate)} x tus`,
        ours.rate >= figures.tus.rate,
      ],
      [
        `${workload.name}: console peak RSS growth <= ${TARGETS.rssGrowthMB} MB`,
        `${fmt(MB(ours.growth), 1)} MB`,
        MB(ours.growth) <= TARGETS.rssGrowthMB,
      ],
    );
  }
  console.log('\nRSS after boot -> highest peak over all workloads and rounds (MB):');
  for (const kind of KINDS) {
    const peak = Math.max(...results.flatMap((r) => r[kind].map((run) => run.idle + run.growth)));
    console.log(`  ${kind.padEnd(5)} ${fmt(MB(boot[kind]), 0)} -> ${fmt(MB(peak), 0)}`);
  }
  if (readers) {
    const { idle, busy, uploadMiBs } = readers;
    const slowdown = busy.p95 / idle.p95;
    console.log(
      `\nReaders (month listing, one at a time, list cache off): idle p95 ${fmt(idle.p95)} ms ` +
        `(p50 ${fmt(idle.p50)}, ${idle.count} calls); during a 1 GiB upload p95 ${fmt(busy.p95)} ms ` +
        `(p50 ${fmt(busy.p50)}, ${busy.count} calls), ${fmt(slowdown)} x idle; the upload meanwhile ` +
        `${fmt(uploadMiBs, 0)} MiB/s (parts give way to the reads: all but the lead wait while one is answered)`,
    );
    checks.push([
      `readers' p95 during an upload <= ${TARGETS.readersSlowdown} x idle`,
      `${fmt(slowdown)} x`,
      slowdown <= TARGETS.readersSlowdown,
    ]);
  }
  console.log(`Part PUTs answered 503 (busy) and sent again: ${busy.count}`);
  console.log('\nTargets:');
  for (const [name, figure, ok] of checks) console.log(`  ${verdict(ok)}  ${name}: ${figure}`);
  if (checks.some(([, , ok]) => !ok)) process.exitCode = 1;
}

if (process.argv.includes('--wan') || process.env.BENCH_WAN === '1') {
  // upload-wan.mjs runs by itself only as the entry script; imported, it is started here.
  const { runWanBench } = await import('./upload-wan.mjs');
  await runWanBench();
} else {
  await main();
}
