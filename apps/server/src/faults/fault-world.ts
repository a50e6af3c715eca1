import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../db/client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { freePort } from '../test/free-port.js';
import { createDatabase, type PrivatePostgres } from './private-postgres.js';
import { startServer, type ServerProcess } from '../test/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    privatePostgres: PrivatePostgres;
  }
}

const SIGNING_SECRET = 'fault-tests-signing-secret-0123456789abcdef';

/**
 * One test file's world: its own DATA_DIR and database (on the suite's private PostgreSQL, or `embedded`:
 * PGlite in DATA_DIR, as `npm start` runs), an in-process app on both for the factories (the sessions and
 * records it makes are the server's), and the built server started as a process on a fixed port, so a
 * restarted one answers at the same address. The embedded database has one process at a time: there the
 * in-process app closes when the server first starts.
 */
export async function faultWorld(
  name: string,
  options: { env?: Record<string, string>; embedded?: boolean } = {},
) {
  const cluster = inject('privatePostgres');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `ops-${name}-`));
  const databaseUrl = options.embedded ? '' : await createDatabase(cluster, name);
  const database = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
  await database.migrate();
  const t: TestApp = await buildTestApp({ database, dataDir, env: { SIGNING_SECRET } });
  let appOpen = true;
  const port = await freePort();
  const serverEnv = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    SIGNING_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  };
  let server: ServerProcess | null = null;
  return {
    cluster,
    dataDir,
    base: `http://127.0.0.1:${port}`,
    get t() {
      if (!appOpen) throw new Error('the in-process app closed when the server took the embedded database');
      return t;
    },
    get server() {
      if (!server) throw new Error('no server started');
      return server;
    },
    async start() {
      if (!databaseUrl && appOpen) {
        appOpen = false;
        await t.close();
      }
      server = await startServer(port, serverEnv);
      return server;
    },
    async close() {
      await server?.stop('SIGKILL');
      if (appOpen) await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type FaultWorld = Awaited<ReturnType<typeof faultWorld>>;
