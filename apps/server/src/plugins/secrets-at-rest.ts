import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ADVISORY_LOCKS } from '../db/advisory-locks.js';
import type { Database } from '../db/client.js';

/** Only tables a migration names, spelt as plain identifiers, are ever rewritten. */
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The write-ahead log still holds the rows as they were. The embedded database is ours to tune: a
 * checkpoint past a new segment, with recycling off, deletes the old segments instead of reusing them
 * (their bytes would stay). A PostgreSQL server's WAL is its administrator's (decision 0018).
 */
async function dropOldWal(executeSql: Database['executeSql']) {
  await executeSql('set wal_recycle = off');
  await executeSql('checkpoint');
  await executeSql('select pg_switch_wal()');
  await executeSql('checkpoint');
  await executeSql('reset wal_recycle');
}

/**
 * Start-up, before any mail is sent (decision 0018): the clear bodies of mails stored before they were
 * sealed are sealed (or dropped, when sent), then each table a migration cleared of secrets is rewritten
 * with VACUUM FULL, since PostgreSQL keeps an updated row's old version in its files until then (PGlite
 * never vacuums on its own). Instances starting together do it once.
 */
export const secretsAtRest = fp(
  async (app: FastifyInstance, opts: { database: Pick<Database, 'executeSql' | 'exclusive' | 'kind'> }) => {
    const { executeSql, exclusive, kind } = opts.database;
    await exclusive(ADVISORY_LOCKS.secretsAtRest, async () => {
      const sealed = await app.services.mail.sealStoredBodies();
      if (sealed > 0) app.log.info({ mails: sealed }, 'sealed or dropped mail bodies stored in clear');
      const { rows } = await executeSql('select table_name from secret_compactions order by table_name');
      const tables = (rows as { table_name: string }[])
        .map((r) => r.table_name)
        .filter((t) => TABLE_NAME.test(t));
      for (const table of tables) {
        await executeSql(`vacuum full "${table}"`);
        await executeSql('delete from secret_compactions where table_name = $1', [table]);
        app.log.info({ table }, 'rewrote a table cleared of secrets');
      }
      if (tables.length > 0 && kind === 'pglite') await dropOldWal(executeSql);
    });
  },
  { name: 'secrets-at-rest', dependencies: ['services'] },
);
