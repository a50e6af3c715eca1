// Sums the JSON reports of every suite (Vitest and Playwright) into one closing line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-reports';
let passed = 0;
let failed = 0;
let skipped = 0;

function countPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'skipped') skipped++;
      else if (test.status === 'expected' || test.status === 'flaky') passed++;
      else failed++;
    }
  }
  for (const child of suite.suites ?? []) countPlaywright(child);
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numTotalTests === 0 || report.success === false) failed += report.numFailedTests ? 0 : 1;
  } else {
    for (const suite of report.suites ?? []) countPlaywright(suite);
    failed += (report.errors ?? []).length;
  }
  console.log(`${file}: counted`);
}
if (files.length === 0) failed++;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
