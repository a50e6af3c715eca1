import { defineConfig } from 'vitest/config';

// The rolling-restart test (npm run test:rolling, decision 0026): two built servers behind HAProxy on one
// PostgreSQL database, each restarted in turn under a mixed load. Needs `npm run build` first.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/rolling/**/*.rolling.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
