// What the benchmarks share: a database per scale, the bench account, the built server in a child
// process, sign-in, autocannon runs with exact latency percentiles, and the calls' targets.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { createUser } from '../apps/server/dist/modules/users/create-user.js';
import { createUserRepository } from '../apps/server/dist/modules/users/user-repository.js';

export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const EMAIL = 'bench.user@example.com';
export const PASSWORD = 'Bench#Run2026';
export const SEARCH_TERMS = [
  'okafor',
  'B-0001234',
  'WSB-0004567',
  'safety manual',
  'storyboard ja',
  'q1-',
  'Lucia',
];

/** The URL of database `name` on the bench server (or the one at `adminUrl`), created when missing. */
export async function ensureDatabase(name, adminUrl = ADMIN_URL) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function ensureUser(databaseUrl) {
  const database = await openDatabase({ databaseUrl, dataDir: '.' });
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

/**
 * One signing secret for every bench server, as a deployment keeps its own: each run has a new DATA_DIR, and
 * with a secret made there each run's server could not open the mails the runs before it queued, and its
 * mail worker would spend the run retrying them (thousands, after a few sweeps).
 */
const SIGNING_SECRET = 'bench-signing-secret-not-for-production-0001';

/** The built server on `databaseUrl` at `port`, as in production (logs off); resolves once it listens. */
export async function startServer(databaseUrl, port, env = {}) {
  const server = fork(path.join(import.meta.dirname, 'server.mjs'), {
    execArgv: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ops-bench-')),
      SIGNING_SECRET,
      PORT: String(port),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ...env,
    },
  });
  await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return server;
}

/** A csrftoken the server issued: state-changing calls send it as the cookie and echo it in the header. */
export async function csrfToken(base) {
  const response = await fetch(`${base}/api-ops/auth/v1/csrf/`);
  return /csrftoken=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
}

export async function signIn(base) {
  const csrf = await csrfToken(base);
  const response = await fetch(`${base}/api-ops/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`bench sign-in failed: ${body.message}`);
  return body.token.access_token;
}

/** Runs autocannon over the paths (round robin) and answers p50, p95 and requests per second. */
export function measure(base, paths, token, seconds, connections) {
  const requests = paths.map((p) => ({ method: 'GET', path: p }));
  return measureRequests(base, requests, { authorization: `Bearer ${token}` }, seconds, connections);
}

/**
 * Runs autocannon over autocannon `requests` (round robin; a request's `setupRequest` can make each one
 * different) with `headers`, and answers p50, p95, requests per second and answers other than 200.
 */
export async function measureRequests(base, requests, headers, seconds, connections) {
  const latencies = [];
  let errors = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    // What a browser sends: kept answers go out as stored, compressed.
    headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
    requests,
  });
  instance.on('response', (_client, status, _bytes, time) => {
    if (status !== 200) errors += 1;
    latencies.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    rps: result.requests.average,
    count: latencies.length,
    errors,
  };
}

/** The value at quantile q (0..1) of ascending latencies; NaN when there are none. */
export const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Months with deliveries in the last 80 days, and 500 recent delivery ids. */
export async function sampleTargets(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
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

/**
 * The insights page's call as managers make it (decision 0041): each period, and the last 12 months for 20
 * clients and for each service category.
 */
export async function insightPaths(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = (await client.query('select id from clients order by random() limit 20')).rows.map((r) => r.id);
  await client.end();
  const path = (query) => `/api-ops/ops/v1/insights/?${query}`;
  return [
    ...['3', '6', '12'].map((period) => path(`period=${period}`)),
    ...ids.map((id) => path(`period=12&client_id=${id}`)),
    ...['TR', 'PD', 'GD', 'AV', 'RA', 'DP'].map((category) => path(`period=12&category=${category}`)),
  ];
}

/** A whole month, as clients from before paging ask for it (no page). */
export const monthPath = (month) => `/api-ops/ops/v2/all-assignments/?month=${month}&sort=descending`;
/** A page of a month (LIST_PAGE_SIZE cards, with the month's count), as the sidebar asks for it since issue 21. */
export const monthPagePath = (month, page = 1) => `${monthPath(month)}&page=${page}`;
export const searchPath = (term) => `/api-ops/ops/v2/all-assignments/?search=${encodeURIComponent(term)}`;

/** Bytes on the wire for one GET, with and without compression (the body is read raw, never decoded). */
export async function transferSizes(base, pathname, token) {
  const bytes = (acceptEncoding) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        `${base}${pathname}`,
        { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } },
        (response) => {
          let total = 0;
          response.on('data', (chunk) => (total += chunk.length));
          response.on('end', () =>
            resolve({ total, encoding: response.headers['content-encoding'] ?? 'none' }),
          );
        },
      );
      request.on('error', reject);
    });
  const plain = await bytes('identity');
  const compressed = await bytes('br, gzip');
  return { plain: plain.total, compressed: compressed.total, encoding: compressed.encoding };
}
