import { defineConfig } from 'vitest/config';
import { serverResolve } from './vitest.resolve.js';

// The fault suite (npm run test:faults): real server processes killed and restarted, a private PostgreSQL
// cluster stopped under load, an SMTP outage, a full and a read-only file store. Its files run one after
// another: one of them restarts the cluster the others use.
export default defineConfig({
  root: import.meta.dirname,
  ...serverResolve,
  test: {
    include: ['src/faults/**/*.fault.ts'],
    globalSetup: ['src/faults/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
