// npm run bench: generates 100,000 deliveries and 1,000,000 files in PostgreSQL, starts the built server
// on it and measures month listing, detail and substring search with autocannon after a warm-up, printing
// p95 latencies against their targets and throughput as a ratio to a bare route on the same server.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { createUser } from '../apps/server/dist/modules/users/create-user.js';
import { createUserRepository } from '../apps/server/dist/modules/users/user-repository.js';
import { generate } from './generate.mjs';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'bench';
const COUNT = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,4').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const LIST_CACHE_SECONDS = process.env.BENCH_LIST_CACHE_SECONDS ?? '60';
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'bench.user@example.com';
const PASSWORD = 'Bench#Run2026';

const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${DB_NAME}`;

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (!rowCount) await admin.query(`create database "${DB_NAME}"`);
  await admin.end();
}

async function ensureUser() {
  const database = await openDatabase({ databaseUrl: databaseUrl.href, dataDir: '.' });
  const users = createUserRepository(database.db);
  if (!(await users.findByEmail(EMAIL))) {
    await createUser(users, {
      email: EMAIL,
      userType: 'OA',
      firstName: 'Bench',
      password: PASSWORD,
      verified: true,
    });
  }
  await database.close();
}

async function startServer() {
  const server = fork(path.join(import.meta.dirname, 'server.mjs'), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.href,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ops-bench-')),
      PORT: String(PORT),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      LIST_CACHE_SECONDS: LIST_CACHE_SECONDS,
    },
  });
  await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return server;
}

async function signIn() {
  const csrfResponse = await fetch(`${BASE}/api-ops/auth/v1/csrf/`);
  const cookie = csrfResponse.headers.get('set-cookie') ?? '';
  const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';
  const response = await fetch(`${BASE}/api-ops/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`bench sign-in failed: ${body.message}`);
  return body.token.access_token;
}

/** Runs autocannon over the paths (round robin) and answers p95 and requests per second. */
async function measure(paths, token, seconds, connections) {
  const latencies = [];
  let errors = 0;
  const instance = autocannon({
    url: BASE,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  instance.on('response', (_client, status, _bytes, time) => {
    if (status !== 200) errors += 1;
    latencies.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), rps: result.requests.average, count: latencies.length, errors };
}

async function sampleTargets() {
  const client = new pg.Client({ connectionString: databaseUrl.href });
  await client.connect();
  const months = (
    await client.query(`select distinct to_char(actual_delivery at time zone 'UTC', 'YYYY-MM') as m
      from deliveries where actual_delivery > now() - interval '80 days' order by m`)
  ).rows.map((r) => r.m);
  const ids = (
    await client.query(
      `select id from deliveries where actual_delivery > now() - interval '85 days' order by random() limit 500`,
    )
  ).rows.map((r) => r.id);
  await client.end();
  return { months, ids };
}

const SEARCH_TERMS = ['okafor', 'B-01234', 'WSB-04567', 'safety manual', 'storyboard ja', 'q1-', 'Lucia'];

await ensureDatabase();
await generate(databaseUrl.href, COUNT);
await ensureUser();
const server = await startServer();
try {
  const token = await signIn();
  const { months, ids } = await sampleTargets();
  const scenarios = [
    { name: 'bare route', target: null, paths: ['/bench/bare'] },
    {
      name: 'month listing',
      target: 30,
      paths: months.map((m) => `/api-ops/ops/v2/all-assignments/?month=${m}&sort=descending`),
    },
    { name: 'detail', target: 30, paths: ids.map((id) => `/api-ops/ops/v2/all-assignments/${id}/`) },
    {
      name: 'search (first page)',
      target: 50,
      paths: SEARCH_TERMS.map((q) => `/api-ops/ops/v2/all-assignments/?search=${encodeURIComponent(q)}`),
    },
  ];
  console.log(
    `\n${COUNT.toLocaleString('en')} deliveries; autocannon with ${CONNECTIONS.join(' and ')} connection(s), ` +
      `${SECONDS} s per call after a 3 s warm-up; month cache ${LIST_CACHE_SECONDS === '0' ? 'off' : 'on'} ` +
      `(BENCH_LIST_CACHE_SECONDS=${LIST_CACHE_SECONDS}); server, PostgreSQL and autocannon share this machine.\n`,
  );
  const rows = [];
  for (const connections of CONNECTIONS) {
    const results = [];
    for (const scenario of scenarios) {
      const warm = await measure(scenario.paths, token, 3, connections);
      if (warm.errors) throw new Error(`${scenario.name}: ${warm.errors} non-200 answers during warm-up`);
      results.push({ ...scenario, ...(await measure(scenario.paths, token, SECONDS, connections)) });
    }
    const bare = results[0].rps;
    for (const r of results) {
      rows.push({
        call: r.name,
        connections,
        'p50 ms': Number(r.p50.toFixed(2)),
        'p95 ms': Number(r.p95.toFixed(2)),
        'target p95 ms': r.target ?? '-',
        verdict: r.target === null ? '-' : r.p95 <= r.target ? 'within target' : 'OVER TARGET',
        'req/s': Math.round(r.rps),
        'ratio to bare': Number((r.rps / bare).toFixed(4)),
        errors: r.errors,
      });
    }
  }
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
