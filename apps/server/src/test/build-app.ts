import type { FastifyServerOptions } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { afterAll } from 'vitest';
import { openTestDatabase } from './test-database.js';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  sleep(ms: number): Promise<void>;
}

function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => void (current += ms),
    sleep: async (ms) => void (current += ms),
  };
}

export interface TestApp {
  app: App;
  clock: TestClock;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** Boots the real app on a fresh database, with a clock the test moves and files in a temporary folder. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    dataDir?: string;
    extend?: (app: App) => void | Promise<void>;
    /** Off unless a test reads the logs. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'ops-test-')));
  const database = options.database ?? (await openTestDatabase());
  const clock = createTestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    // Mail goes out at once, in the background, and `flush` waits for it; the job tests turn the queue on.
    JOB_QUEUE: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://console.test',
    LIST_CACHE_SECONDS: '0',
    ...options.env,
  });
  const app = await buildApp({ config, database, clock, logger: options.logger ?? false });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    clock,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Boots apps with their own settings as a test file needs them, and closes them all after the file. */
export function useAppsWithSettings() {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  return async (env: Record<string, string> = {}) => {
    const t = await buildTestApp({ env });
    apps.push(t);
    return t;
  };
}
