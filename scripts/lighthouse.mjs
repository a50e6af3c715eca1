// Lighthouse on the first screens (`npm run lighthouse`, after `npm run build`; issue 23, decision 0034).
//
// Builds nothing: it starts the built server (apps/server/dist) on a loopback port with a fresh data folder,
// seeds an operations admin and the demo deliveries the way the end-to-end suite does, signs in through the
// login form in the headless Chromium it measures with ('Stay logged in': the session then lives in
// localStorage, which Lighthouse leaves alone while it clears the HTTP cache before every run), and runs
// Lighthouse's default mobile audit (simulated throttling) three times on each page. It prints each run's
// score, Largest Contentful Paint and Total Blocking Time, then the median score and LCP per page, and exits 1
// when a page misses its budget.
//
// Environment: LIGHTHOUSE_PORT (8303), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_RUNS (3), LIGHTHOUSE_DETAILS
// (1: also print each run's LCP element and the phases of its time, and the main thread's busiest work),
// LIGHTHOUSE_THROTTLING (simulate; devtools: Chromium slows the network and CPU while it loads the page, so
// the figures are what that load took, not Lighthouse's estimate from an unthrottled one; the budgets are
// the simulated figures').
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BUDGET = { score: 95, lcpMs: 2000 };
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8303);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DETAILS = process.env.LIGHTHOUSE_DETAILS === '1';
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNT = { email: 'lighthouse.oa@example.com', type: 'OA', firstName: 'Lena' };
const PASSWORD = 'Lighthouse#Run2026';

for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(ROOT, built))) {
    console.error(`No ${built}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'ops-lighthouse-'));
const serverEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: BASE,
  DEMO_DATA: 'false',
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_SECONDS: '0',
};

execFileSync(process.execPath, [join(ROOT, 'e2e/support/seed-accounts.mjs')], {
  env: { ...serverEnv, E2E_ACCOUNTS: JSON.stringify([ACCOUNT]), E2E_PASSWORD: PASSWORD },
  stdio: 'inherit',
});
const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
  env: serverEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome;

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

/** Signs in through the form, as a person would; the token then waits in localStorage. */
async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${BASE}/`);
  await page.getByLabel('Work e-mail').fill(ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Stay logged in').check();
  await page.getByRole('button', { name: 'Login' }).click();
  // A desktop-sized page: /deliver opens the first delivery there (a phone shows the list instead).
  await page.waitForURL(/\/deliver\/\d+/);
  const opened = new URL(page.url()).pathname;
  await page.close();
  // Leaves the browser running: the connection only is closed.
  await browser.close();
  return opened;
}

/** Where a run's LCP time went: the element, Lighthouse's phases of it, and the main thread's work. */
function printDetails(audits) {
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet ?? '?';
  console.log(`    LCP element: ${snippet.slice(0, 120)}`);
  for (const { phase, timing } of phases?.items ?? []) console.log(`    ${phase}: ${Math.round(timing)} ms`);
  // The simulated first paint beside what the unthrottled run saw: Lighthouse simulates LCP from the work
  // that came before it in that run.
  const metrics = audits.metrics?.details?.items?.[0] ?? {};
  const ms = (value) => `${Math.round(value ?? NaN)} ms`;
  console.log(
    `    FCP ${ms(metrics.firstContentfulPaint)} simulated; seen unthrottled: FCP ${ms(metrics.observedFirstContentfulPaint)},` +
      ` LCP ${ms(metrics.observedLargestContentfulPaint)}, DOM loaded ${ms(metrics.observedDomContentLoaded)}`,
  );
  const work = audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(
    `    main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', ')}`,
  );
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  for (const item of scripts)
    console.log(`      ${kb(item.transferSize).padStart(6)} KB  ${new URL(item.url).pathname}`);
  console.log(
    `    scripts: ${scripts.length}, ${kb(scripts.reduce((sum, item) => sum + item.transferSize, 0))} KB as sent`,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(port, path) {
  const scores = [];
  const lcps = [];
  for (let run = 0, retries = 2; run < RUNS; run++) {
    const result = await lighthouse(`${BASE}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: THROTTLING,
    });
    const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError) {
      // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the page: run again.
      console.log(`  ${path} run ${run + 1}: ${runtimeError.code}${retries > 0 ? ', again' : ''}`);
      if (retries-- > 0) {
        run--;
        continue;
      }
      throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
    }
    scores.push(Math.round(categories.performance.score * 100));
    lcps.push(audits['largest-contentful-paint'].numericValue);
    console.log(
      `  ${path} run ${run + 1}: performance ${scores.at(-1)}, LCP ${(lcps.at(-1) / 1000).toFixed(2)} s,` +
        ` TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms (ended at ${new URL(finalDisplayedUrl).pathname})`,
    );
    if (DETAILS) printDetails(audits);
  }
  return { path, score: median(scores), lcpMs: median(lcps) };
}

let failed = false;
try {
  await waitForServer(`${BASE}/api-ops/auth/v1/csrf/`, 30_000);
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing browser as an 'error' event that ends this process before `finally`
  // could stop the server: it would stay on its port.
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: bash scripts/ensure-chromium.sh`);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // The login page first, while no one is signed in; then, signed in, /deliver (on a phone: the list of
  // deliveries) and a delivery opened from its address (the list beside its detail and comments).
  const results = [await measure(chrome.port, '/')];
  const deliveryPath = await signIn(chrome.port);
  results.push(await measure(chrome.port, '/deliver'), await measure(chrome.port, deliveryPath));

  console.log(
    `\nMedian of ${RUNS} runs (Lighthouse mobile, ${THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling):`,
  );
  for (const { path, score, lcpMs } of results) {
    const ok = score >= BUDGET.score && lcpMs <= BUDGET.lcpMs;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${path.padEnd(12)} performance ${score} (budget ≥ ${BUDGET.score}),` +
        ` LCP ${(lcpMs / 1000).toFixed(2)} s (budget ≤ ${BUDGET.lcpMs / 1000} s)`,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
