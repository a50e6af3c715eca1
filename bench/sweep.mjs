// npm run bench:sweep: the same data at 10k, 100k and 1M deliveries (ten files each), one database per
// scale, kept for later runs; prints the p95 of the month listing and of search per scale at 4
// connections, so the growth of their cost is visible. BENCH_SCALES picks other scales.
import {
  ensureDatabase,
  ensureUser,
  measure,
  monthPath,
  sampleTargets,
  SEARCH_TERMS,
  searchPath,
  signIn,
  startServer,
} from './bench-kit.mjs';
import { generate } from './generate.mjs';

const SCALES = (process.env.BENCH_SCALES ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const BASE = `http://127.0.0.1:${PORT}`;

const rows = [];
for (const scale of SCALES) {
  // The 100k scale shares the main bench's database.
  const databaseUrl = await ensureDatabase(scale === 100_000 ? 'bench' : `bench_${scale}`);
  await generate(databaseUrl, scale);
  await ensureUser(databaseUrl);
  const server = await startServer(databaseUrl, PORT);
  try {
    const token = await signIn(BASE);
    const { months } = await sampleTargets(databaseUrl);
    const calls = [
      { call: 'bare route', paths: ['/bench/bare'] },
      { call: 'month listing', paths: months.map(monthPath) },
      { call: 'search (first page)', paths: SEARCH_TERMS.map(searchPath) },
    ];
    for (const { call, paths } of calls) {
      await measure(BASE, paths, token, 3, CONNECTIONS);
      const r = await measure(BASE, paths, token, SECONDS, CONNECTIONS);
      rows.push({
        deliveries: scale.toLocaleString('en'),
        files: (scale * 10).toLocaleString('en'),
        call,
        'p50 ms': Number(r.p50.toFixed(2)),
        'p95 ms': Number(r.p95.toFixed(2)),
        'req/s': Math.round(r.rps),
        errors: r.errors,
      });
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
console.log(
  `\nScale sweep: autocannon with ${CONNECTIONS} connections, ${SECONDS} s per call after a 3 s warm-up.`,
);
console.table(rows);
