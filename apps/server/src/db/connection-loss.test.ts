import pg from 'pg';
import { expect, it } from 'vitest';
import { openPostgres } from './client.js';

const url = process.env.TEST_DATABASE_URL;

it.skipIf(!url)(
  'an idle connection the server ends is dropped quietly, and the next query opens a new one',
  async () => {
    const database = openPostgres(url!);
    try {
      const first = await database.executeSql('select pg_backend_pid() as pid');
      const { pid } = first.rows[0] as { pid: number };
      // As a PostgreSQL restart or failover does: the server ends the pool's idle connection.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      const next = await database.executeSql('select pg_backend_pid() as pid');
      expect((next.rows[0] as { pid: number }).pid).not.toBe(pid);
    } finally {
      await database.close();
    }
  },
);
