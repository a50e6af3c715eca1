import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup: migrates one embedded database and dumps it, so a test file's fresh database is a
 * copy of it rather than an empty one migrated again (issue 22: the suite within 20 minutes). On
 * PostgreSQL each file resets and migrates the shared database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return project.provide('pgliteTemplate', undefined);
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }, { MIGRATIONS_DIR }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('../db/client.js'),
  ]);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ops-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
