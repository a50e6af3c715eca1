import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS } from '../db/advisory-locks.js';
import type { Database, ExecuteSql } from '../db/client.js';
import { createInFlight } from '../lib/in-flight.js';

/** The queues: one job per mail, and the periodic work (cron in UTC). */
export const JOBS = {
  mail: 'send-mail',
  requeueMail: 'requeue-mail',
  upkeep: 'hourly-upkeep',
  scanUpload: 'scan-upload',
  requeueScans: 'requeue-scans',
  webhookDrain: 'webhook-drain',
  requeueWebhooks: 'requeue-webhooks',
  foldInsights: 'fold-insights',
} as const;

/** Mails one worker takes at once (see the mail worker). */
const MAIL_BATCH = 5;

/**
 * A batch of mail jobs: each mail is sent in turn; one that fails is failed alone (its own retry and backoff),
 * and the batch throws only when none went out, so pg-boss fails them all and completes nothing.
 */
export async function sendMailBatch(
  jobs: { id: string; data: { id: number } }[],
  send: (mailId: number) => Promise<void>,
  fail: (jobId: string, error: unknown) => Promise<unknown>,
) {
  const failed: { id: string; error: unknown }[] = [];
  for (const job of jobs) {
    await send(job.data.id).catch((error: unknown) => failed.push({ id: job.id, error }));
  }
  if (failed.length === jobs.length) throw failed[0]!.error;
  for (const { id, error } of failed) await fail(id, error);
}

/** One endpoint's pending events for one ordering key (a delivery), sent in order. */
export interface WebhookDrainJob {
  endpointId: number;
  key: string;
}

export interface JobHandlers {
  mail(id: number): Promise<void>;
  requeueMail(): Promise<void>;
  upkeep(): Promise<void>;
  /** Throws while clamd cannot be reached, so the job retries (decision 0024). */
  scanUpload(id: string): Promise<void>;
  requeueScans(): Promise<void>;
  webhookDrain(job: WebhookDrainJob): Promise<void>;
  requeueWebhooks(): Promise<void>;
  /** Takes the months changed since into insights' monthly summary. */
  foldInsights(): Promise<void>;
}

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  exclusive: Database['exclusive'];
  log: FastifyBaseLogger;
  /** First retry of a failed mail after this many seconds, doubling each time. */
  mailRetrySeconds: number;
  /** How often an idle worker asks for work. */
  pollSeconds: number;
}

/**
 * pg-boss on the app's own database (PGlite or PostgreSQL alike, through `executeSql`): jobs survive
 * restarts, each is taken by one worker across all instances, and scheduled work runs once per tick
 * however many instances run (pg-boss keeps one schedule per name and one job per cron slot).
 */
export async function startJobQueue(options: JobQueueOptions, handlers: JobHandlers) {
  const inFlight = createInFlight();
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const running = inFlight.track(options.executeSql(text, values));
        // After the stop, a statement pg-boss still sends for a job that outlived the stop's time limit (its
        // completion, recorded without waiting) may meet the database closed: its refusal would reach no
        // handler and end the process, so it never settles instead. The job runs again once it expires.
        return stopped ? running.catch(() => new Promise<never>(() => undefined)) : running;
      },
    },
    schema: 'pgboss',
  });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  // pg-boss makes a table per queue (its own on start, ours here): instances doing so at once deadlock, so
  // they take turns, and the later ones find the queues made.
  await options.exclusive(ADVISORY_LOCKS.startJobQueue, async () => {
    await boss.start();
    await boss.createQueue(JOBS.mail, {
      name: JOBS.mail,
      // At most one job per mail in each state: a requeue adds none beside one waiting, but may add one
      // beside one in its retry backoff; the mail's lease and sent mark still send it once (mail-queue.ts).
      policy: 'stately',
      retryLimit: 12,
      retryDelay: options.mailRetrySeconds,
      retryBackoff: true,
    });
    await boss.createQueue(JOBS.scanUpload, {
      name: JOBS.scanUpload,
      policy: 'stately',
      retryLimit: 20,
      retryDelay: 30,
    });
    // One drain waiting and one running per endpoint and key (the singleton key): events go out in order.
    await boss.createQueue(JOBS.webhookDrain, { name: JOBS.webhookDrain, policy: 'stately', retryLimit: 5 });
    const periodic = [
      JOBS.requeueMail,
      JOBS.upkeep,
      JOBS.requeueScans,
      JOBS.requeueWebhooks,
      JOBS.foldInsights,
    ];
    for (const name of periodic) await boss.createQueue(name, { name, policy: 'singleton' });
    await boss.schedule(JOBS.requeueScans, '*/5 * * * *');
    await boss.schedule(JOBS.requeueMail, '*/5 * * * *');
    await boss.schedule(JOBS.upkeep, '7 * * * *');
    await boss.schedule(JOBS.requeueWebhooks, '* * * * *');
    await boss.schedule(JOBS.foldInsights, '* * * * *');
  });

  const polling = { pollingIntervalSeconds: options.pollSeconds };
  /** boss.work, with each batch's handling tracked until it ends (stop waits for it). */
  const work = <T extends object>(
    name: string,
    workOptions: PgBoss.WorkOptions,
    handler: (jobs: PgBoss.Job<T>[]) => Promise<unknown>,
  ) => boss.work<T>(name, workOptions, (jobs) => inFlight.track(handler(jobs)));
  let mailWorker = '';
  // Mails waiting are taken a few at a time: one fetch and one completion per batch, each a statement
  // PostgreSQL plans afresh (decision 0025). A mail that fails goes back for its own retry; the others of the
  // batch complete. Few enough that, with the mailer's time limits (mail/mailer.ts), a stalling SMTP
  // server keeps the batch inside its jobs' 15-minute expiry.
  mailWorker = await work<{ id: number }>(JOBS.mail, { ...polling, batchSize: MAIL_BATCH }, async (jobs) => {
    await sendMailBatch(jobs, handlers.mail, (id, error) =>
      boss.fail(JOBS.mail, id, { message: String(error) }),
    );
    // pg-boss waits a poll interval after every batch: once mails have gone out, ask for the next at once,
    // so a backlog (after an SMTP outage, a big share) drains at the SMTP server's pace, not one per poll. A
    // batch short of full does not prove the queue empty: a fetch keeps one job per mail of those it takes.
    if (mailWorker) boss.notifyWorker(mailWorker);
  });
  await work(JOBS.requeueMail, polling, () => handlers.requeueMail());
  await work(JOBS.upkeep, polling, () => handlers.upkeep());
  let scanWorker = '';
  scanWorker = await work<{ id: string }>(JOBS.scanUpload, polling, async ([job]) => {
    await handlers.scanUpload(job!.data.id);
    if (scanWorker) boss.notifyWorker(scanWorker);
  });
  await work(JOBS.requeueScans, polling, () => handlers.requeueScans());
  let webhookWorker = '';
  webhookWorker = await work<WebhookDrainJob>(JOBS.webhookDrain, polling, async ([job]) => {
    await handlers.webhookDrain(job!.data);
    if (webhookWorker) boss.notifyWorker(webhookWorker);
  });
  await work(JOBS.requeueWebhooks, polling, () => handlers.requeueWebhooks());
  await work(JOBS.foldInsights, polling, () => handlers.foldInsights());

  return {
    async sendMail(id: number) {
      await boss.send(JOBS.mail, { id }, { singletonKey: String(id) });
      // This instance's worker takes it now rather than at its next poll.
      if (mailWorker) boss.notifyWorker(mailWorker);
    },
    async scanUpload(id: string) {
      await boss.send(JOBS.scanUpload, { id }, { singletonKey: id });
      if (scanWorker) boss.notifyWorker(scanWorker);
    },
    /** A drain of one endpoint's key, not before `at` (a retry's time); one waits per key at most. */
    async drainWebhooks(job: WebhookDrainJob, at?: Date) {
      await boss.send(JOBS.webhookDrain, job, {
        singletonKey: `${job.endpointId}:${job.key}`,
        ...(at ? { startAfter: at } : {}),
      });
      if (!at && webhookWorker) boss.notifyWorker(webhookWorker);
    },
    /** Jobs waiting (created or waiting for a retry) per queue. */
    async depths() {
      const depths: Record<string, number> = {};
      for (const name of Object.values(JOBS)) depths[name] = await boss.getQueueSize(name);
      return depths;
    },
    /**
     * Stops taking work and waits (up to `timeoutMs`) for the jobs running, a fetch already sent and the
     * jobs it brings, and every statement the queue has sent; what pg-boss sends later cannot end the
     * process. The database may close once this resolves.
     */
    async stop(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      await inFlight.settled(deadline);
      stopped = true;
      if (inFlight.size() > 0) {
        options.log.warn(
          { running: inFlight.size() },
          'job queue stopped with work still running; its jobs run again once they expire',
        );
      }
    },
  };
}
