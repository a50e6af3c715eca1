import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';

const ARCHITECTURE = new URL('../../../../docs/ARCHITECTURE.md', import.meta.url);

/** The table names in ARCHITECTURE.md's "### Tables" list: the first cell of each row, in backticks. */
async function documentedTables(): Promise<string[]> {
  const text = await readFile(ARCHITECTURE, 'utf8');
  const start = text.indexOf('\n### Tables\n');
  expect(start, 'docs/ARCHITECTURE.md has a "### Tables" section').toBeGreaterThan(-1);
  const [section = ''] = text.slice(start + 1 + '### Tables'.length).split(/\n#{2,3} /u);
  return [...section.matchAll(/^\|\s*`([a-z_]+)`\s*\|/gmu)].map((m) => m[1] ?? '');
}

describe('docs/ARCHITECTURE.md', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists every table the migrations make, and no other', async () => {
    const result = await database.executeSql(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const migrated = (result.rows as { name: string }[]).map((r) => r.name);
    const documented = await documentedTables();
    expect(new Set(documented).size, 'each table listed once').toBe(documented.length);
    expect([...documented].sort()).toEqual(migrated);
  });
});
