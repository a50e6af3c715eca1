import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';

export default defineConfig({
  testDir: './specs',
  // The demo build has its own config and no server (playwright.demo.config.ts).
  testIgnore: ['demo/**'],
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey of a few dozen steps takes 20-25 s on the 2-core machine alone and up to twice that when the
  // machine is busy; longer journeys set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  outputDir: '../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace with DOM snapshots, which the viewer draws, and the screenshot below.
    // Its screencast (a frame at every paint, for every test, kept or not) cost about a quarter of the
    // suite's CPU on the two-core machine (issue 22: the suite within 20 minutes).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
