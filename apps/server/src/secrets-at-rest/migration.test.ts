import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPglite, type Database } from '../db/client.js';

/** The migrations before `name`, then `name` itself, applied by hand to an embedded database. */
async function migrationsUpTo(name: string) {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const before = files.filter((f) => f < name);
  const read = (f: string) => readFile(path.join(MIGRATIONS_DIR, f), 'utf8');
  return { before: await Promise.all(before.map(read)), target: await read(name) };
}

let database: Database | undefined;
afterAll(() => database?.close());

const body = (secret: string, subject = 'Delivery shared with you') => ({
  to: 'reader@client.example',
  subject,
  text: `Open http://console.test/shared#t=${secret}`,
  html: `<a href="http://console.test/shared#t=${secret}">Open</a>`,
});

it(
  'migration 0014 drops the bodies of sent mails, keeps who and what, leaves unsent ones for the start-up to seal and ends live codes',
  { timeout: 60_000 },
  async () => {
    database = await openPglite();
    const sql = database.executeSql;
    const { before, target } = await migrationsUpTo('0014_secrets_at_rest.sql');
    for (const script of before) await sql(script);
    await sql('insert into outgoing_mails (message, sent_at) values ($1, now()), ($2, now()), ($3, null)', [
      body('goneLinkToken'),
      body('', 'Your code: 482913'),
      body('waitingLinkToken'),
    ]);
    // A live code, hashed without a key (its share is left out: only the code row matters here).
    await sql('set session_replication_role = replica');
    await sql(
      "insert into recipient_codes (shared_log_id, code_hash, expires_at) values (1, 'x', now() + interval '9 minutes')",
    );
    await sql('set session_replication_role = origin');

    await sql(target);

    const { rows } = await sql(
      'select recipient, subject, message is null as dropped, sealed_message from outgoing_mails order by id',
    );
    expect(rows).toEqual([
      {
        recipient: 'reader@client.example',
        subject: 'Delivery shared with you',
        dropped: true,
        sealed_message: null,
      },
      {
        recipient: 'reader@client.example',
        subject: 'Your code to open your delivery',
        dropped: true,
        sealed_message: null,
      },
      // SQL holds no key: the next start-up seals it (plugins/secrets-at-rest.ts).
      {
        recipient: 'reader@client.example',
        subject: 'Delivery shared with you',
        dropped: false,
        sealed_message: null,
      },
    ]);
    const everything = JSON.stringify((await sql('select t::text from outgoing_mails t')).rows);
    expect(everything).not.toContain('goneLinkToken');
    expect(everything).not.toContain('482913');
    expect((await sql('select used_at is not null as ended, wrong_tries from recipient_codes')).rows).toEqual(
      [{ ended: true, wrong_tries: 0 }],
    );
    expect((await sql('select table_name from secret_compactions')).rows).toEqual([
      { table_name: 'outgoing_mails' },
    ]);
  },
);
