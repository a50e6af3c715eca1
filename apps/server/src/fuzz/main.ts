import { formatReport, runFuzz } from './run-fuzz.js';
import { startFuzzTarget } from './fuzz-target.js';

// npm run fuzz: FUZZ_RUNS requests (default 100,000) with seed FUZZ_SEED (default: a new one, printed);
// FUZZ_PATH replays one request of a seed. Exits 1 on any 5xx, unanswered or slower-than-2-s request.
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 100_000);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1) {
  console.error('FUZZ_SEED and FUZZ_RUNS are whole numbers, FUZZ_RUNS at least 1');
  process.exit(2);
}

const started = await startFuzzTarget();
console.log(
  `fuzz: ${started.operations.length} operations, seed ${seed}, ${process.env.FUZZ_PATH ? `path ${process.env.FUZZ_PATH}` : `${runs} requests`}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
const step = Math.max(1, Math.floor(runs / 10));
const report = await runFuzz(started.target, started.world, started.operations, {
  seed,
  runs,
  path: process.env.FUZZ_PATH,
  serverErrors: started.serverErrors,
  onProgress: (done) => {
    if (done % step === 0) console.log(`  ${done} sent`);
  },
});
await started.close();
console.log(formatReport(report));
process.exit(report.failures.length > 0 ? 1 : 0);
