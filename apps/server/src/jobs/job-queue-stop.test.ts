import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import type { ExecuteSql } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';
import { JOBS, startJobQueue, type JobHandlers } from './job-queue.js';

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;
const nothing = async () => undefined;
/** Handlers that do nothing: each test sets the mail's. */
const idle: JobHandlers = {
  mail: nothing,
  requeueMail: nothing,
  upkeep: nothing,
  scanUpload: nothing,
  requeueScans: nothing,
  webhookDrain: nothing,
  requeueWebhooks: nothing,
  foldInsights: nothing,
};

it('stopping waits for a fetch already sent: its mails go out and complete before the database may close', async () => {
  const database = await openTestDatabase();
  let slowFetches = false;
  let fetchSent: () => void = () => undefined;
  const fetching = new Promise<void>((resolve) => (fetchSent = resolve));
  let stopped = false;
  let statementsAfterStop = 0;
  // The job fetch answers 300 ms late, so that the stop below comes while it is on its way.
  const executeSql: ExecuteSql = async (text, values) => {
    if (stopped) statementsAfterStop += 1;
    if (slowFetches && text.includes('WITH next')) {
      fetchSent();
      await sleep(300);
    }
    return database.executeSql(text, values);
  };
  const sent: number[] = [];
  const handlers: JobHandlers = {
    ...idle,
    mail: async (id) => {
      await sleep(50);
      sent.push(id);
    },
  };
  // A poll a minute: after its first, empty fetch the mail worker waits until a mail wakes it.
  const queue = await startJobQueue(
    { executeSql, exclusive: database.exclusive, log: silent, mailRetrySeconds: 1, pollSeconds: 60 },
    handlers,
  );
  try {
    await sleep(500);
    slowFetches = true;
    await queue.sendMail(7);
    await fetching;
    await queue.stop(10_000);
    stopped = true;
    expect(sent).toEqual([7]);
    await sleep(500);
    expect(statementsAfterStop).toBe(0);
    const { rows } = await database.executeSql('select state from pgboss.job where name = $1', [JOBS.mail]);
    expect(rows).toEqual([{ state: 'completed' }]);
  } finally {
    await database.close();
  }
});

it('past its time limit the stop lets a job still running end without ending the process', async () => {
  const database = await openTestDatabase();
  let started = false;
  let release: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (release = resolve));
  const warnings: unknown[] = [];
  const log = { error: () => undefined, warn: (entry: unknown) => warnings.push(entry) };
  const queue = await startJobQueue(
    {
      executeSql: database.executeSql,
      exclusive: database.exclusive,
      log: log as unknown as FastifyBaseLogger,
      mailRetrySeconds: 1,
      pollSeconds: 60,
    },
    {
      ...idle,
      // A send that outlasts the stop's time limit (a mail server that stalls).
      mail: async () => {
        started = true;
        await holding;
      },
    },
  );
  await queue.sendMail(8);
  while (!started) await sleep(20);
  await queue.stop(1_000);
  expect(warnings).toEqual([{ running: 1 }]);
  await database.close();
  // The send ends; pg-boss then records the job's completion without waiting for it, on the closed
  // database. Its refusal, unhandled, would end a server (and fails this run).
  release();
  await sleep(300);
});
