// Sums the JSON reports of every suite (Vitest and Playwright) into one closing line.
// Usage: node summarize-tests.mjs DIR [expected report names...]; a missing report counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir = '.test-reports', ...expected] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

// Named again just above the closing line, so a long log's tail says what failed.
const failures = [];

/** A suite's kept output (test-all.sh) as lines without Vitest's colours, or undefined when none was kept. */
function keptLines(name) {
  const log = path.join(dir, `${name}.log`);
  if (!existsSync(log)) return undefined;
  return readFileSync(log, 'utf8')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n');
}

/** What a test process that died (a V8 fatal error, a signal) printed about it on its stderr, if anything. */
function deathNote(lines = []) {
  const fatal = lines.filter((line) => /FATAL ERROR|Segmentation fault|Aborted|core dumped/.test(line));
  return fatal.length > 0
    ? `\n    what the test process printed as it died:\n    ${fatal.slice(0, 4).join('\n    ')}`
    : '';
}

/** The "Unhandled Errors" block of a suite's kept output, a few lines of it, or a pointer. */
function outsideErrors(name) {
  const lines = keptLines(name);
  if (!lines) return ' (see "Unhandled Errors" in its output)';
  const start = lines.findIndex((line) => /Unhandled (Error|Rejection)/.test(line));
  if (start < 0)
    return ` (no "Unhandled Errors" block in its log; its exit code was not 0)${deathNote(lines)}`;
  return `:\n    ${lines.slice(start, start + 12).join('\n    ')}${deathNote(lines)}`;
}

function countPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'skipped') skipped++;
      else if (test.status === 'expected' || test.status === 'flaky') passed++;
      else {
        failed++;
        failures.push(`e2e: ${spec.file} › ${spec.title}`);
      }
    }
  }
  for (const child of suite.suites ?? []) countPlaywright(child);
}

for (const name of expected) {
  const file = path.join(dir, `${name}.json`);
  if (!existsSync(file)) {
    console.log(`${name}: no report (the suite did not run to the end)${deathNote(keptLines(name))}`);
    failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(`${name}: ${path.basename(file.name)} › ${test.fullName}`);
      }
    }
    // test-all.sh writes NAME.exit when the run exited non-zero: with every test passed, that is an error
    // outside any test, which the JSON report does not carry.
    const exitedBadly = existsSync(path.join(dir, `${name}.exit`));
    if (
      report.numTotalTests === 0 ||
      (report.numFailedTests === 0 && (report.success === false || exitedBadly))
    ) {
      failed++;
      failures.push(`${name}: an error outside any test${outsideErrors(name)}`);
    }
  } else {
    const before = passed + failed;
    for (const suite of report.suites ?? []) countPlaywright(suite);
    failed += (report.errors ?? []).length;
    if (passed + failed === before) failed++;
  }
}
// A failed step (GATE_FAILURES) with every test passing still must not end on '0 failed'.
const gateFailures = Number(process.env.GATE_FAILURES ?? 0);
for (const failure of failures) console.log(`FAILED ${failure}`);
if (failed === 0) failed = gateFailures;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
