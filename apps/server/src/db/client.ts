import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as clientTables from './client-schema.js';
import * as deliveryTables from './delivery-schema.js';
import * as authTables from './schema.js';

const schema = { ...authTables, ...clientTables, ...deliveryTables };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL on the same database, for libraries that bring their own queries (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed migrations, next to src/ and dist/ alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite and its drizzle driver load only when used: a server on PostgreSQL does not carry them. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
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
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
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
