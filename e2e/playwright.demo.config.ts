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
