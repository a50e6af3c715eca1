// npm run bench:load: 200 connections for 60 s on a mix of what signed-in staff do (login, month listing,
// detail, search, comment post, download grant) against the built server on the 100k-delivery PostgreSQL
// data set; prints each call's count, failures by status and p50/p95/p99, the overall rate and the server's
// RSS, and exits non-zero on any request error or any answer that is not 2xx.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markLeftovers } from './bench-leftovers.mjs';
import { csrfToken, ensureDatabase, ensureUser, sampleTargets, signIn, startServer } from './bench-kit.mjs';
import { generate } from './generate.mjs';
import { loadMix } from './load-mix.mjs';
import { runMix } from './load-runner.mjs';
import { memoryOf, sampleUsage } from './process-usage.mjs';

const DB_NAME = process.env.BENCH_DB ?? 'bench';
const COUNT = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const LOGIN_RATE = Number(process.env.LOAD_LOGIN_RATE ?? 5);
// Not the other benches' port, so it can run beside them.
const PORT = Number(process.env.BENCH_PORT ?? 8189);
const BASE = `http://127.0.0.1:${PORT}`;
// Every bench connection signs in from 127.0.0.1 to one account, where 200 real users come from many
// addresses and accounts: limits this high keep the throttle's counting in the path but never its delay
// or its 429, so login's figures are the password check's and the session's.
const THROTTLE = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  LOGIN_SLOW_AFTER_FAILURES_PER_ADDRESS: '1000000',
};

const databaseUrl = await ensureDatabase(DB_NAME);
await generate(databaseUrl, COUNT);
await ensureUser(databaseUrl);
// File grants are redeemed only for bytes that exist: the data set's files all point at one sample.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ops-load-'));
mkdirSync(path.join(dataDir, 'storage', 'demo'), { recursive: true });
writeFileSync(path.join(dataDir, 'storage', 'demo', 'sample.pdf'), Buffer.alloc(1024, 'x'));
const server = await startServer(databaseUrl, PORT, { DATA_DIR: dataDir, ...THROTTLE });

let leftovers;
let failed;
try {
  leftovers = await markLeftovers(databaseUrl);
  const { months, ids } = await sampleTargets(databaseUrl);
  const mix = await loadMix({
    base: BASE,
    token: await signIn(BASE),
    csrf: await csrfToken(BASE),
    months,
    ids,
    loginRate: LOGIN_RATE,
  });
  const idle = memoryOf(server.pid);
  console.log(
    `\n${COUNT.toLocaleString('en')} deliveries on PostgreSQL; ${CONNECTIONS} connections for ${SECONDS} s ` +
      `after a ${WARMUP_SECONDS} s warm-up of the same mix; logins at most ${LOGIN_RATE}/s; login throttle ` +
      `limits raised (one address, one account); server, PostgreSQL and autocannon share this machine.`,
  );
  const warmup =
    WARMUP_SECONDS > 0 ? await runMix(BASE, mix, { seconds: WARMUP_SECONDS, connections: CONNECTIONS }) : [];
  const usage = sampleUsage(server.pid);
  const results = await runMix(BASE, mix, { seconds: SECONDS, connections: CONNECTIONS });
  const used = usage.stop();

  const ms = (x) => Number(x.toFixed(1));
  const statuses = (non2xx) =>
    Object.entries(non2xx)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || '-';
  console.table(
    results.map((r) => ({
      call: r.call,
      connections: r.connections,
      requests: r.count,
      'req/s': Math.round(r.rps),
      errors: r.errors,
      'non-2xx by status': statuses(r.non2xx),
      'p50 ms': ms(r.p50),
      'p95 ms': ms(r.p95),
      'p99 ms': ms(r.p99),
      'max ms': ms(r.max),
    })),
  );
  const total = results.reduce((sum, r) => sum + r.count, 0);
  const bad = (list) =>
    list.reduce((sum, r) => sum + r.errors + Object.values(r.non2xx).reduce((a, b) => a + b, 0), 0);
  const serverErrors = results.reduce((sum, r) => sum + r.serverErrors, 0);
  console.log(
    `All calls: ${total.toLocaleString('en')} requests, ${Math.round(total / SECONDS)} req/s; ` +
      `${results.reduce((sum, r) => sum + r.errors, 0)} errors, ${serverErrors} 5xx, ` +
      `${bad(results)} failed in all (warm-up: ${bad(warmup)} failed).`,
  );
  console.log(
    `Server RSS: ${idle.rss.toFixed(0)} MiB idle before the warm-up; during the run ${used.meanSample.toFixed(0)} ` +
      `MiB on average, ${used.highestSample.toFixed(0)} MiB at most (sampled every 250 ms); ` +
      `peak over the process's life (VmHWM) ${used.peak.toFixed(0)} MiB.`,
  );
  console.log(
    `Server CPU: ${used.cpuSeconds.toFixed(1)} s in ${SECONDS} s (${((100 * used.cpuSeconds) / SECONDS).toFixed(0)}% ` +
      `of one core, ${((1000 * used.cpuSeconds) / total).toFixed(2)} ms a request); the machine's ` +
      `${os.availableParallelism()} cores were ${(100 * used.machineBusy).toFixed(0)}% busy.`,
  );
  failed = bad(results) + bad(warmup) > 0;
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (leftovers) console.log(`Removed what the run wrote: ${JSON.stringify(await leftovers.remove())}.`);
}
process.exitCode = failed ? 1 : 0;
