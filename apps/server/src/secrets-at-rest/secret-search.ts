import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../db/client.js';

/** A secret the journey was handed, by what it is ('reset link of the invitation', 'recipient session'). */
export interface HandedOut {
  what: string;
  value: string;
}

/** Where a secret was found: the place, the encoding it was found in, and the text around it. */
export interface Hit {
  what: string;
  encoding: string;
  where: string;
  around: string;
}

/** The forms a secret is commonly stored or logged in besides itself. */
function encodings(value: string): [string, Buffer][] {
  const raw = Buffer.from(value, 'utf8');
  const forms: [string, string][] = [
    ['as is', value],
    ['URL-encoded', encodeURIComponent(value)],
    ['base64', raw.toString('base64').replace(/=+$/, '')],
    ['base64url', raw.toString('base64url')],
    ['hex', raw.toString('hex')],
  ];
  const seen = new Set<string>();
  return forms
    .filter(([, form]) => !seen.has(form) && seen.add(form))
    .map(([name, form]) => [name, Buffer.from(form, 'utf8')]);
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/**
 * Every place in `haystack` where a form of a secret occurs. A secret of digits only (a one-time code) counts
 * only where no digit touches it, so a longer number that happens to contain it is not taken for it.
 */
export function findSecrets(haystack: Buffer, where: string, secrets: HandedOut[]): Hit[] {
  const hits: Hit[] = [];
  for (const { what, value } of secrets) {
    const digitsOnly = /^\d+$/.test(value);
    for (const [encoding, needle] of encodings(value)) {
      for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
        if (digitsOnly && (isDigit(haystack[at - 1]) || isDigit(haystack[at + needle.length]))) continue;
        const around = haystack
          .subarray(Math.max(0, at - 60), at + needle.length + 60)
          .toString('latin1')
          .replace(/[^\x20-\x7e]/g, '.');
        hits.push({ what, encoding, where, around });
        break;
      }
    }
  }
  return hits;
}

/** Every file under `dir`, by its path (a data folder, the embedded database's files included). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function searchFiles(dir: string, secrets: HandedOut[]): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const file of await filesUnder(dir)) {
    hits.push(...findSecrets(await readFile(file), path.relative(dir, file), secrets));
  }
  return hits;
}

/** The full text dump of a PostgreSQL database (schema and rows), by the server's own `pg_dump`. */
export async function pgDump(url: string): Promise<Buffer> {
  const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', url], {
    encoding: 'buffer',
    maxBuffer: 512 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Every row of every table in every schema, as text: what a dump holds, readable whatever the database
 * (PGlite has no `pg_dump` here), and with compressed values unpacked, which its files on disk are not.
 */
export async function rowsAsText(database: Database): Promise<Buffer> {
  const tables = await database.executeSql(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const parts: string[] = [];
  for (const { schema, name } of tables.rows as { schema: string; name: string }[]) {
    const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
    const rows = await database.executeSql(`select t::text as row from ${quoted} t`);
    parts.push(`-- ${quoted}`, ...(rows.rows as { row: string }[]).map((r) => r.row));
  }
  return Buffer.from(parts.join('\n'), 'utf8');
}
