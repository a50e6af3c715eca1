import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { startJobQueue } from '../jobs/job-queue.js';

/** Starts the job queue's workers and schedules (unless JOB_QUEUE=false) and stops them on close. */
export const jobs = fp(
  async (
    app: FastifyInstance,
    opts: {
      database: Pick<Database, 'executeSql' | 'exclusive'>;
      upkeep: () => Promise<void>;
      foldInsights: () => Promise<void>;
    },
  ) => {
    const { config, mail, scanning, webhooks } = app.services;
    if (!config.JOB_QUEUE) return;
    const queue = await startJobQueue(
      {
        executeSql: opts.database.executeSql,
        exclusive: opts.database.exclusive,
        log: app.log,
        mailRetrySeconds: config.MAIL_RETRY_SECONDS,
        pollSeconds: config.JOB_POLL_SECONDS,
      },
      {
        mail: async (id) => void (await mail.deliver(id)),
        requeueMail: async () => void (await mail.requeueOrphans()),
        upkeep: opts.upkeep,
        scanUpload: (id) => scanning.uploads.scanUpload(id),
        requeueScans: async () => void (await scanning.uploads.requeueHeld()),
        webhookDrain: (job) => webhooks.dispatcher.drain(job),
        requeueWebhooks: async () => void (await webhooks.dispatcher.requeueDue()),
        foldInsights: opts.foldInsights,
      },
    );
    mail.attach(queue.sendMail);
    scanning.uploads.attach(queue.scanUpload);
    webhooks.dispatcher.attach(queue.drainWebhooks);
    app.services.metrics.readQueueDepthsWith(queue.depths);
    app.addHook('onClose', () => queue.stop(config.SHUTDOWN_TIMEOUT_SECONDS * 1000));
  },
  { name: 'jobs', dependencies: ['services'] },
);
