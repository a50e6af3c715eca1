import type { FastifyBaseLogger } from 'fastify';
import { pruneExpired } from '../modules/auth/prune-expired.js';
import { purgeRecipientSecrets } from '../modules/recipients/purge-recipients.js';
import { runRetention } from '../modules/retention/index.js';
import { remindEndingShares } from '../modules/sharing/share-reminders.js';
import { abortStaleUploads } from '../modules/uploads/stale-uploads.js';
import type { Services } from '../plugins/services.js';

/**
 * The hourly upkeep: expired sessions and tokens, stale uploads, share end reminders, recipient secrets.
 * Each task runs even when another fails; the failures are logged and the job reports them.
 */
export async function runUpkeep(services: Services, log: FastifyBaseLogger) {
  const { db, clock, config } = services;
  const tasks: [string, () => Promise<unknown>][] = [
    ['pruning expired sessions', () => pruneExpired(db, services.throttle, clock.now())],
    [
      'aborting stale uploads',
      () => abortStaleUploads(db, services.storage, clock.now(), config.UPLOAD_STALE_DAYS),
    ],
    ['share end reminders', () => remindEndingShares(db, services.mail, clock.now())],
    ['purging recipient sessions and codes', () => purgeRecipientSecrets(db, clock.now())],
    ['retention: warnings, removals, recycle bin', () => runRetention(services)],
    ['purging quarantined files', () => services.scanning.purge()],
  ];
  const failed: string[] = [];
  for (const [name, task] of tasks) {
    await task().catch((err: unknown) => {
      log.warn({ err }, `${name} failed`);
      failed.push(name);
    });
  }
  if (failed.length) throw new Error(`upkeep: ${failed.join(', ')} failed`);
}
