import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { fileUploads } from '@/db/delivery-schema.js';
import type { Clock } from '@/lib/clock.js';
import { createInFlight } from '@/lib/in-flight.js';
import type { StorageDriver } from '@/storage/storage-driver.js';
import { ScannerUnavailable } from './clamd-client.js';
import { quarantine } from './quarantine.js';
import type { Scanner } from './scanner.js';

interface UploadScanDeps {
  db: Db;
  storage: StorageDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  scanner: Scanner;
}

/** A held scan whose job was lost (a crash, retries spent) is sent again after this long. */
const ORPHAN_MS = 2 * 60_000;

/**
 * Scans of completed delivery uploads, through the job queue (`attach`) like mail: a completed upload waits
 * as 'pending' until clamd says clean (or infected: quarantined). While clamd cannot be reached the file
 * stays pending and the job fails for its retry (SCAN_MODE=on), or passes as 'unscanned' with a logged
 * warning (warn). `requeueHeld` gives held files a new job.
 */
export function createUploadScans(deps: UploadScanDeps) {
  const { db, clock, log, scanner } = deps;
  const running = createInFlight();
  /** Without a job queue (tests, one-off commands) the scan runs at once, in the background. */
  let notify = async (id: string) => {
    void running.track(
      scanUpload(id).catch((err: unknown) =>
        log.warn({ err, upload: id }, 'upload scan failed; the file is held'),
      ),
    );
  };

  const setStatus = (id: string, values: Partial<typeof fileUploads.$inferInsert>) =>
    db
      .update(fileUploads)
      .set({ ...values, scanned_at: clock.now() })
      .where(and(eq(fileUploads.id, id), eq(fileUploads.scan_status, 'pending')));

  /** Scans one upload if it still waits; throws ScannerUnavailable (for the job's retry) while holding it. */
  async function scanUpload(id: string) {
    const [row] = await db.select().from(fileUploads).where(eq(fileUploads.id, id));
    if (!row || row.scan_status !== 'pending' || !['completed', 'delivered'].includes(row.status)) return;
    if (scanner.mode === 'off') return void (await setStatus(id, { scan_status: 'unscanned' }));
    const object = await deps.storage.get(row.storage_key);
    if (!object) return;
    try {
      const verdict = await scanner.scan(object.stream);
      if (!verdict.infected) return void (await setStatus(id, { scan_status: 'clean' }));
      await setStatus(id, { scan_status: 'infected', scan_signature: verdict.signature });
      await quarantine(deps, {
        fileName: row.file_name,
        signature: verdict.signature,
        source: 'delivery',
        storageKey: row.storage_key,
        size: row.file_size,
        uploadedBy: row.user_id,
        uploadedAt: row.completed_at ?? row.created_at,
        uploadId: row.id,
        delivery: row.delivery_ref,
      });
      log.warn({ upload: id, signature: verdict.signature }, 'infected upload quarantined');
    } catch (error) {
      if (!(error instanceof ScannerUnavailable) || scanner.mode !== 'warn') throw error;
      log.warn({ err: error, upload: id }, 'clamd unreachable: the upload passes unscanned (SCAN_MODE=warn)');
      await setStatus(id, { scan_status: 'unscanned' });
    }
  }

  return {
    scanUpload,
    /**
     * Starts the scan of a just-completed upload; with scanning off it is deliverable at once. Answers the
     * status it leaves, so the caller answers without reading the row again.
     */
    /**
     * What a complete writes with its own mark, so the usual complete needs no statement of the scan's: with
     * scanning off the file is deliverable at once ('unscanned'); with it on, nothing (the scan's job marks it).
     */
    fieldsAtComplete(): Pick<Partial<typeof fileUploads.$inferInsert>, 'scan_status' | 'scanned_at'> {
      return scanner.mode === 'off' ? { scan_status: 'unscanned', scanned_at: clock.now() } : {};
    },
    async start(id: string): Promise<'unscanned' | 'pending'> {
      if (scanner.mode === 'off') {
        await setStatus(id, { scan_status: 'unscanned' });
        return 'unscanned';
      }
      await notify(id);
      return 'pending';
    },
    /** Held files (completed, still pending, untouched for a while) get a new scan job. */
    async requeueHeld(olderThanMs = ORPHAN_MS) {
      const cutoff = new Date(clock.now().getTime() - olderThanMs);
      const held = await db
        .select({ id: fileUploads.id })
        .from(fileUploads)
        .where(
          and(
            eq(fileUploads.scan_status, 'pending'),
            inArray(fileUploads.status, ['completed', 'delivered']),
            lte(fileUploads.completed_at, cutoff),
          ),
        )
        .limit(1000);
      for (const { id } of held) await notify(id);
      return held.length;
    },
    /** Hands scans to the job queue from now on. */
    attach(send: (id: string) => Promise<void>) {
      notify = send;
    },
    /** Waits for the background scans (tests, shutdown). */
    settle: () => running.settled(),
  };
}
