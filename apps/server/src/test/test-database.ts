import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.js';

/** Empties the shared test database: this project's tables and the migration journal. */
export async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade;',
    );
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or the real PostgreSQL
 * named by TEST_DATABASE_URL. `dataDir` keeps a PGlite database on disk (for restart tests).
 */
export async function openTestDatabase(
  options: { dataDir?: string; reset?: boolean } = {},
): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && options.reset !== false) await resetPostgres(url);
  const database = url ? openPostgres(url) : await openPglite(options.dataDir);
  await database.migrate();
  return database;
}
