import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data folder, which each test file's database starts from. */
    pgliteTemplate: string | undefined;
  }
}

let templateBlob: Promise<Blob | undefined> | undefined;
/** The migrated template of the global setup (src/test/pglite-template.ts), read once per test file. */
function template() {
  const file = inject('pgliteTemplate');
  templateBlob ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return templateBlob;
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
  // A folder of its own (the restart tests) starts empty or reopens what is there; in memory, a copy of the
  // template, which the migrations then find up to date.
  const start = options.dataDir ? undefined : await template();
  const database = url ? openPostgres(url) : await openPglite(options.dataDir, start);
  await database.migrate();
  return database;
}
