import { defineConfig } from 'vitest/config';
import { serverResolve } from './vitest.resolve.js';

// On the shared PostgreSQL database, test files run one after another, each on a freshly reset schema.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  ...serverResolve,
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/pglite-template.ts'],
    fileParallelism: !onPostgres,
    // Files share one module graph per worker instead of loading the app's modules again for each (about a
    // fifth of the suite's time). Every file builds its own app and database; no test replaces a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
