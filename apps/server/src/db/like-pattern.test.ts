import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { containsPattern } from './like-pattern.js';

let database: Database;
beforeAll(async () => (database = await openTestDatabase()));
afterAll(() => database.close());

it("matches the term's %, _ and \\ as themselves, anywhere in the text", async () => {
  const matches = async (text: string, term: string) => {
    const { rows } = await database.executeSql('select $1 ilike $2 as hit', [text, containsPattern(term)]);
    return (rows[0] as { hit: boolean }).hit;
  };
  expect(await matches('a discount of 50% today', '50%')).toBe(true);
  expect(await matches('a discount of 500 today', '50%')).toBe(false);
  expect(await matches('file_v2.docx', 'E_V2')).toBe(true);
  expect(await matches('filexv2.docx', 'e_v2')).toBe(false);
  expect(await matches('C:\\share\\deck', '\\share')).toBe(true);
  expect(await matches('C:/share/deck', '\\share')).toBe(false);
});
