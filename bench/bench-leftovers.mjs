// The rows a bench's writes leave behind (comments, access-log lines, sessions of the bench account), so the
// shared data set stays as generated and one run does not weigh on the next.
import pg from 'pg';
import { staffName } from '../apps/server/dist/modules/users/staff-name.js';
import { EMAIL } from './bench-kit.mjs';

/** Marks where the tables end now; remove() deletes the bench account's rows added after the mark. */
export async function markLeftovers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [user],
  } = await client.query('select id, first_name, last_name, email from users where email = $1', [EMAIL]);
  const {
    rows: [mark],
  } = await client.query(`select (select coalesce(max(id), 0) from comments) as comments,
    (select coalesce(max(id), 0) from access_logs) as logs, (select coalesce(max(id), 0) from sessions) as sessions`);
  const name = staffName(user);
  return {
    async remove() {
      const removed = {
        comments: await client.query('delete from comments where id > $1 and user_name = $2', [
          mark.comments,
          name,
        ]),
        'access-log lines': await client.query('delete from access_logs where id > $1 and actor = $2', [
          mark.logs,
          name,
        ]),
        sessions: await client.query('delete from sessions where id > $1 and user_id = $2', [
          mark.sessions,
          user.id,
        ]),
      };
      await client.end();
      return Object.fromEntries(Object.entries(removed).map(([table, result]) => [table, result.rowCount]));
    },
  };
}
