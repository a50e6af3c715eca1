// npm run bench:load: 200 connections on a mix of what signed-in staff do (login, month listing, detail,
// search, comment post, download grant) against the built server on the 100k-delivery PostgreSQL data set.
// First one instance at full load, directly. Then, through HAProxy (deploy/haproxy/haproxy.cfg), rounds of
// each instance alone and of both together, with each instance taking the same requests a second of each
// call (a quarter of the full-load rate), so that the cost of a request can be compared. Prints each call's
// count, failures by status and p50/p95/p99, the overall rate, each instance's RSS, CPU ms and PostgreSQL
// ms per request (pg_stat_statements, PostgreSQL with the library; see stats-postgres.mjs), and each
// instance's ratio of both working to alone; exits non-zero on any request error, any answer that is not
// 2xx, or a ratio above the target. `--two` skips the full-load phase (each instance then takes LOAD_RATE,
// or 150, a second).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markLeftovers } from './bench-leftovers.mjs';
import {
  ADMIN_URL,
  csrfToken,
  ensureDatabase,
  ensureUser,
  sampleTargets,
  signIn,
  startServer,
} from './bench-kit.mjs';
import { generate } from './generate.mjs';
import { INSTANCES, startBalancer } from './load-balancer.mjs';
import { loadMix } from './load-mix.mjs';
import { compareInstances, failures, printCalls, printInstances } from './load-report.mjs';
import { runMix } from './load-runner.mjs';
import { memoryOf, sampleUsage } from './process-usage.mjs';
import { rolePerInstance, serverWithStatements, statementTime } from './stats-postgres.mjs';

const DB_NAME = process.env.BENCH_DB ?? 'bench';
const COUNT = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const LOGIN_RATE = Number(process.env.LOAD_LOGIN_RATE ?? 5);
const FULL_LOAD = !process.argv.includes('--two');
/** Requests a second per instance in the compared rounds; by default a quarter of the full-load rate. */
const RATE = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : undefined;
// The balancer on this port, the instances on the next two: not the other benches' ports.
const PORT = Number(process.env.BENCH_PORT ?? 8189);
const INSTANCE_PORTS = [PORT + 1, PORT + 2];
const BALANCED = `http://127.0.0.1:${PORT}`;
// Every bench connection signs in from 127.0.0.1 to one account, where 200 real users come from many
// addresses and accounts: limits this high keep the throttle's counting in the path but never its delay
// or its 429, so login's figures are the password check's and the session's.
const THROTTLE = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  LOGIN_SLOW_AFTER_FAILURES_PER_ADDRESS: '1000000',
};
/** pg_stat_statements keys its figures by role: each instance connects as its own. */
const ROLES = INSTANCES.map((name) => `ops_bench_${name}`);

const postgres = await serverWithStatements(ADMIN_URL);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ops-load-'));
const servers = [];
let balancer;
let failed;
try {
  const databaseUrl = await ensureDatabase(DB_NAME, postgres.adminUrl);
  await generate(databaseUrl, COUNT);
  await ensureUser(databaseUrl);
  const instanceUrls = await rolePerInstance(databaseUrl, ROLES);
  // File grants are redeemed only for bytes that exist: the data set's files all point at one sample. The
  // instances share the folder (and the signing secret), as instances on local disk must.
  mkdirSync(path.join(dataDir, 'storage', 'demo'), { recursive: true });
  writeFileSync(path.join(dataDir, 'storage', 'demo', 'sample.pdf'), Buffer.alloc(1024, 'x'));
  const env = {
    DATA_DIR: dataDir,
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    ...THROTTLE,
  };
  for (const [i, url] of instanceUrls.entries()) {
    servers.push(await startServer(url, INSTANCE_PORTS[i], env));
  }
  balancer = await startBalancer({
    port: PORT,
    instancePorts: INSTANCE_PORTS,
    socket: path.join(dataDir, 'haproxy.sock'),
  });
  const { months, ids } = await sampleTargets(databaseUrl);
  const mix = await loadMix({
    base: BALANCED,
    token: await signIn(BALANCED),
    csrf: await csrfToken(BALANCED),
    months,
    ids,
    loginRate: LOGIN_RATE,
  });
  console.log(
    `\n${COUNT.toLocaleString('en')} deliveries on PostgreSQL; ${CONNECTIONS} connections for ${SECONDS} s ` +
      `per phase after a ${WARMUP_SECONDS} s warm-up of the same mix; logins at most ${LOGIN_RATE}/s in all; ` +
      `login throttle limits raised (one address, one account); servers, HAProxy, PostgreSQL and ` +
      `autocannon share this machine's ${os.availableParallelism()} cores.`,
  );
  const warm = await warmBoth(databaseUrl, mix);
  const full = FULL_LOAD
    ? await runPhase(databaseUrl, mix, {
        title: 'One instance at full load, directly',
        active: [0],
        seconds: SECONDS,
      })
    : undefined;
  // Each instance gets the same requests a second of each call in every round (a quarter of what one
  // answered at full load; two at half in all), so the machine has room for both and neither is busier than
  // alone; sign-ins at half LOAD_LOGIN_RATE per instance keep two within the cap.
  const rate = RATE ?? (full ? Math.max(1, Math.round(full.requests / SECONDS / 4)) : 150);
  const shares = mix.reduce((sum, call) => sum + call.share, 0);
  const paced = (count) =>
    mix.map((call) => {
      const perInstance = Math.round((rate * call.share) / shares);
      const cap = call.rate ? Math.max(1, Math.floor(call.rate / 2)) : Infinity;
      return { ...call, rate: count * Math.max(1, Math.min(cap, perInstance)) };
    });
  // Each instance alone and both together; in mirrored order, so that a machine that gets busier or quieter
  // during the run weighs on both alike. Each instance is compared with itself alone.
  const rounds = [];
  for (const active of [[0], [1], [0, 1], [0, 1], [1], [0]]) {
    const mixed = paced(active.length);
    const total = mixed.reduce((sum, call) => sum + call.rate, 0);
    const who = active.length === 2 ? 'Both instances' : `${INSTANCES[active[0]]} alone`;
    const title = `${who} behind HAProxy at ${total} requests/s`;
    rounds.push(await runPhase(databaseUrl, mixed, { title, active, balanced: true, seconds: SECONDS / 3 }));
  }
  const passed = compareInstances(rounds);
  failed = failures(warm) > 0 || [full, ...rounds].some((p) => p?.failed) || !passed;
} finally {
  await balancer?.stop();
  for (const server of servers) {
    if (server.exitCode !== null) continue;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  await postgres.stop();
}
process.exitCode = failed ? 1 : 0;

/**
 * Each instance runs the mix at full load on its own (compiled code, pools, caches) before anything is
 * measured; directly, since HAProxy takes a saturated instance out of rotation (decision 0015).
 */
async function warmBoth(databaseUrl, mix) {
  const leftovers = await markLeftovers(databaseUrl);
  const results = [];
  for (const port of INSTANCE_PORTS) {
    const base = `http://127.0.0.1:${port}`;
    results.push(...(await runMix(base, mix, { connections: CONNECTIONS, seconds: WARMUP_SECONDS })));
  }
  await leftovers.remove();
  console.log(
    `Warm-up, each instance in turn: ${results.reduce((sum, r) => sum + r.count, 0)} requests, ` +
      `${failures(results)} failed.`,
  );
  return results;
}

/**
 * Runs the mix on the `active` instances (indexes) for `seconds`: through HAProxy (its count of each
 * instance's answers splits the requests) or straight to the one. Each phase removes what it wrote, so the
 * next starts from the same rows.
 */
async function runPhase(databaseUrl, mix, { title, active, balanced = false, seconds }) {
  const base = balanced ? BALANCED : `http://127.0.0.1:${INSTANCE_PORTS[active[0]]}`;
  for (const [i, name] of INSTANCES.entries()) await balancer.setInRotation(name, active.includes(i));
  console.log(`\n${title}:`);
  const leftovers = await markLeftovers(databaseUrl);
  try {
    const idle = active.map((i) => memoryOf(servers[i].pid));
    const options = { connections: CONNECTIONS };
    const warmup = WARMUP_SECONDS > 0 ? await runMix(base, mix, { ...options, seconds: WARMUP_SECONDS }) : [];
    const snapshot = async () => ({
      answers: await balancer.instanceStats(),
      statements: await statementTime(databaseUrl),
    });
    const before = await snapshot();
    const usages = active.map((i) => sampleUsage(servers[i].pid));
    const results = await runMix(base, mix, { ...options, seconds });
    const used = usages.map((usage) => usage.stop());
    const after = await snapshot();
    const bad = printCalls(results, warmup, seconds);
    const total = results.reduce((sum, r) => sum + r.count, 0);
    const instances = active.map((index, k) => {
      const name = INSTANCES[index];
      const statements = (at) => at.statements.byRole[ROLES[index]] ?? { ms: 0, calls: 0, blocks: 0 };
      const spent = (key) => statements(after)[key] - statements(before)[key];
      return {
        name,
        requests: balanced ? after.answers[name].responses - before.answers[name].responses : total,
        idleRss: idle[k].rss,
        used: used[k],
        cpuSeconds: used[k].cpuSeconds,
        pgMs: spent('ms'),
        pgCalls: spent('calls'),
        pgBlocks: spent('blocks'),
      };
    });
    printInstances(instances, seconds);
    if (after.statements.dealloc > before.statements.dealloc) {
      console.log('pg_stat_statements evicted entries during the run: PostgreSQL figures are too low.');
    }
    return { instances, together: active.length > 1, requests: total, failed: bad > 0 };
  } finally {
    console.log(`Removed what the phase wrote: ${JSON.stringify(await leftovers.remove())}.`);
  }
}
