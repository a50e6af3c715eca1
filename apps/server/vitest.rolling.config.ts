import { defineConfig } from 'vitest/config';
import { serverResolve } from './vitest.resolve.js';

// The rolling-restart test (npm run test:rolling, decision 0026): two built servers behind HAProxy on one
// PostgreSQL database, each restarted in turn under a mixed load. Needs `npm run build` first.
export default defineConfig({
  root: import.meta.dirname,
  ...serverResolve,
  test: {
    include: ['src/rolling/**/*.rolling.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
