import type { UpkeepTask } from './jobs/upkeep.js';
import { pruneExpired } from './modules/auth/prune-expired.js';
import { purgeFileRequestSecrets, removeUnsentRequestUploads } from './modules/file-requests/index.js';
import { purgeRecipientSecrets } from './modules/recipients/purge-recipients.js';
import { runRetention } from './modules/retention/index.js';
import { noticeEndingShares, remindEndingShares } from './modules/sharing/share-reminders.js';
import { abortStaleUploads } from './modules/uploads/stale-uploads.js';
import { sendDigests } from './modules/notifications/index.js';
import type { Services } from './services.js';

/**
 * The hourly upkeep's tasks: expired sessions and tokens, stale uploads, share end reminders, recipient
 * secrets, file request secrets and unsent uploads of closed requests, retention, quarantined files.
 */
export function upkeepTasks(services: Services): UpkeepTask[] {
  const { db, clock, config } = services;
  return [
    ['pruning expired sessions', () => pruneExpired(db, services.throttle, clock.now())],
    [
      'aborting stale uploads',
      () => abortStaleUploads(db, services.storage, clock.now(), config.UPLOAD_STALE_DAYS),
    ],
    ['share end reminders', () => remindEndingShares(db, services.mail, clock.now())],
    ['share end notices to sharers', () => noticeEndingShares(db, clock.now())],
    ['daily notification summaries', () => sendDigests(db, services.mail, clock.now(), config.PUBLIC_URL)],
    ['purging recipient sessions and codes', () => purgeRecipientSecrets(db, clock.now())],
    ['purging file request sessions and codes', () => purgeFileRequestSecrets(db, clock.now())],
    [
      'removing unsent uploads of closed file requests',
      () => removeUnsentRequestUploads(db, services.storage, clock.now()),
    ],
    ['retention: warnings, removals, recycle bin', () => runRetention(services)],
    ['purging quarantined files', () => services.scanning.purge()],
  ];
}
