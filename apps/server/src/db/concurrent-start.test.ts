import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { JOBS, startJobQueue } from '../jobs/job-queue.js';
import { CATALOGUE } from '@ops/contracts';
import { createCatalogueRepository } from '../modules/catalogue/catalogue-repository.js';
import { resetPostgres } from '../test/test-database.js';
import { MIGRATIONS_DIR, openPostgres, type Database } from './client.js';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';

/** Three instances on the database doing `work` at the same moment; their connections closed after. */
async function together(work: (database: Database) => Promise<unknown>) {
  const instances = [1, 2, 3].map(() => openPostgres(databaseUrl));
  try {
    return await Promise.all(instances.map(work));
  } finally {
    await Promise.all(instances.map((database) => database.close()));
  }
}

async function rows(sql: string) {
  const database = openPostgres(databaseUrl);
  try {
    return (await database.executeSql(sql)).rows;
  } finally {
    await database.close();
  }
}

// Only PostgreSQL has several instances on one database; the embedded PGlite has one process by design.
describe.skipIf(!databaseUrl)('instances starting together on one empty PostgreSQL database', () => {
  it('all start: one migrates, fills the catalogue and makes the job queues; the others find them done', async () => {
    await resetPostgres(databaseUrl);
    await together((database) => database.migrate());
    await together((database) => createCatalogueRepository(database.db).seed());
    const { entries } = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    expect(await rows('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([
      { n: entries.length },
    ]);
    expect(await rows('select count(*)::int as n from services')).toEqual([{ n: CATALOGUE.length }]);

    // The job queue's tables clash less often than the migrations: a few fresh starts make a clash likely.
    const idle = async () => undefined;
    for (let round = 0; round < 4; round++) {
      await rows('drop schema if exists pgboss cascade');
      await together(async (database) => {
        const queue = await startJobQueue(
          { ...database, log: Fastify().log, mailRetrySeconds: 30, pollSeconds: 60 },
          {
            mail: idle,
            requeueMail: idle,
            upkeep: idle,
            scanUpload: idle,
            requeueScans: idle,
            webhookDrain: idle,
            requeueWebhooks: idle,
            foldInsights: idle,
          },
        );
        await queue.stop(5000);
      });
    }
    const made = await rows(
      `select name from pgboss.queue where name in ('${Object.values(JOBS).join("','")}')`,
    );
    expect(made).toHaveLength(Object.values(JOBS).length);
  });
});
