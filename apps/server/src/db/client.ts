import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks.js';
import * as clientTables from './client-schema.js';
import * as deliveryTables from './delivery-schema.js';
import * as recipientTables from './recipient-schema.js';
import * as auditTables from './audit-schema.js';
import * as authTables from './schema.js';
import * as mfaTables from './mfa-schema.js';
import * as retentionTables from './retention-schema.js';
import * as scanTables from './scan-schema.js';
import * as ssoTables from './sso-schema.js';
import * as webhookTables from './webhook-schema.js';
import * as notificationTables from './notification-schema.js';
import * as fileRequestTables from './file-request-schema.js';
import * as insightTables from './insight-schema.js';

const schema = {
  ...authTables,
  ...clientTables,
  ...deliveryTables,
  ...recipientTables,
  ...auditTables,
  ...mfaTables,
  ...retentionTables,
  ...scanTables,
  ...ssoTables,
  ...webhookTables,
  ...notificationTables,
  ...fileRequestTables,
  ...insightTables,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL on the same database, for libraries that bring their own queries (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** Runs `work` while no other instance on this database runs work under the same key (ADVISORY_LOCKS). */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /**
   * Hears `NOTIFY` on the channel (one connection per process, whatever the number of listeners); answers
   * how to stop. On PostgreSQL a lost connection is opened again, with a growing wait.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The committed migrations, next to src/ and dist/ alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite and its drizzle driver load only when used: a server on PostgreSQL does not carry them.
 * `template` starts the database as a copy of a dumped one (the tests' migrated schema) instead of empty.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: template, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite's extended protocol takes one statement; scripts without parameters go through exec.
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // One process has the embedded database (the PGlite lock file): nobody to wait for.
    exclusive: (_key, work) => work(),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      // A database closed first (a test of an outage, a shutdown's order) has nothing left to unlisten.
      return () => unlisten().catch(() => undefined);
    },
    close: () => client.close(),
  };
}

/** How long opening a connection may take before the request answers 503: an unreachable database fails fast. */
const CONNECT_TIMEOUT_MS = 5000;
/** How long a request may queue for a free connection of the pool under load before it answers 503. */
const QUEUE_TIMEOUT_MS = 30_000;

// The pool's own timeout covers both the wait for a free connection and the connect; connections get the shorter.
class Connection extends pg.Client {
  constructor(config: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // pg-pool constructs it with the pool's options (its typing omits the argument).
    Client: Connection as unknown as new () => pg.ClientBase,
    connectionTimeoutMillis: QUEUE_TIMEOUT_MS,
    // Notices a connection cut without a goodbye (a crashed server, a dropped network path) while idle.
    keepAlive: true,
  });
  // An idle connection the server ended (a restart, a failover) leaves the pool and is reported here; with
  // no listener that report would end the process. The next request opens a new connection.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  /** A session-level advisory lock, held on a connection of its own while `work` uses the pool. */
  async function exclusive<T>(key: number, work: () => Promise<T>): Promise<T> {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      lock.release();
    }
  }
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    exclusive,
    // Instances started together would each run the same migrations and all but one crash: one migrates,
    // the others wait for it and find the journal up to date.
    migrate: () =>
      exclusive(ADVISORY_LOCKS.migrate, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR })),
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload),
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(path.join(options.dataDir, 'pglite'));
  await database.migrate();
  return database;
}

/** LISTEN on a connection of its own, outside the pool; opened again after a loss (1 s, doubling to 30 s). */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let wait = 1000;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new Connection({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void reconnect(), wait);
      wait = Math.min(wait * 2, 30_000);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    wait = 1000;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      retry = setTimeout(() => void reconnect(), wait);
      wait = Math.min(wait * 2, 30_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
