import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

// The demo build (decision 0017) served as static files from a sub-folder, with no API server at all.
const port = Number(process.env.DEMO_E2E_PORT ?? 8191);
const DEMO_BASE = '/ops-demo/';

export default defineConfig({
  ...baseConfig,
  testDir: './specs/demo',
  testIgnore: [],
  globalSetup: undefined,
  outputDir: '../test-results/demo',
  // In CI this suite runs beside the end-to-end suite and the PostgreSQL server suite (load average about 12
  // on two cores). There a demo page, which builds its sample state in the browser, has taken more than 7 s
  // to show after a sign-in or a reload (2 s when quiet): the checks are of what shows, not of how fast.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}${DEMO_BASE}` },
  webServer: {
    command: 'npm run build:demo && node scripts/serve-demo.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}${DEMO_BASE}`,
    env: { PORT: String(port), DEMO_BASE },
    stdout: 'ignore',
    stderr: 'pipe',
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
