// npm run bench: generates 100,000 deliveries and 1,000,000 files in PostgreSQL, starts the built server
// on it and measures month listing, detail and substring search with autocannon after a warm-up, printing
// p95 latencies against their targets, throughput as a ratio to a bare route on the same server, and the
// month listing's transfer size compressed against uncompressed.
import {
  ensureDatabase,
  insightPaths,
  ensureUser,
  measure,
  monthPath,
  sampleTargets,
  SEARCH_TERMS,
  searchPath,
  signIn,
  startServer,
  transferSizes,
} from './bench-kit.mjs';
import { generate } from './generate.mjs';

const DB_NAME = process.env.BENCH_DB ?? 'bench';
const COUNT = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,4').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const LIST_CACHE_SECONDS = process.env.BENCH_LIST_CACHE_SECONDS ?? '60';
const BASE = `http://127.0.0.1:${PORT}`;
/** Issue 10: the month listing's answer travels at a quarter of its size or less. */
const COMPRESSION_TARGET = 0.25;

const databaseUrl = await ensureDatabase(DB_NAME);
await generate(databaseUrl, COUNT);
await ensureUser(databaseUrl);
const server = await startServer(databaseUrl, PORT, { LIST_CACHE_SECONDS });
try {
  const token = await signIn(BASE);
  const { months, ids } = await sampleTargets(databaseUrl);
  const scenarios = [
    { name: 'bare route', target: null, paths: ['/bench/bare'] },
    { name: 'month listing', target: 20, paths: months.map(monthPath) },
    { name: 'detail', target: 30, paths: ids.map((id) => `/api-ops/ops/v2/all-assignments/${id}/`) },
    { name: 'search (first page)', target: 30, paths: SEARCH_TERMS.map(searchPath) },
    // Issue 25: the insights page's call at 100k deliveries.
    { name: 'insights', target: 200, paths: await insightPaths(databaseUrl) },
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
      const warm = await measure(BASE, scenario.paths, token, 3, connections);
      if (warm.errors) throw new Error(`${scenario.name}: ${warm.errors} non-200 answers during warm-up`);
      results.push({ ...scenario, ...(await measure(BASE, scenario.paths, token, SECONDS, connections)) });
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

  const sizes = [];
  for (const month of months) {
    const { plain, compressed, encoding } = await transferSizes(BASE, monthPath(month), token);
    const ratio = compressed / plain;
    sizes.push({
      'month listing': month,
      'uncompressed bytes': plain,
      [`${encoding} bytes`]: compressed,
      'ratio (compressed / uncompressed)': Number(ratio.toFixed(4)),
      target: `<= ${COMPRESSION_TARGET}`,
      verdict: ratio <= COMPRESSION_TARGET ? 'within target' : 'OVER TARGET',
    });
  }
  console.log('\nTransfer size of the month listing (one GET each, Accept-Encoding: br, gzip):');
  console.table(sizes);
} finally {
  server.kill('SIGTERM');
}
