import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outgoingMails, type QueuedMail } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { createSecretBox } from '../lib/secret-box.js';
import { createInFlight } from '../lib/in-flight.js';
import type { StorageDriver } from '../storage/storage-driver.js';
import type { MailAttachment, Mailer } from './mailer.js';

/** How long one worker holds a mail it is sending before another may try it. */
const LEASE_MS = 5 * 60_000;
/** A mail still unsent this long after it was stored has lost its job (a crash between store and job). */
const ORPHAN_MS = 2 * 60_000;

interface MailQueueDeps {
  db: Db;
  mailer: Mailer;
  storage: StorageDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  signingSecret: string;
}

/**
 * Outgoing mail, stored before it is sent: `queue` keeps the message in the database and hands its id to
 * the job queue (`attach`), whose worker calls `deliver` with retries and backoff. A down SMTP server or a
 * restart loses nothing: the row waits, and `requeueOrphans` gives a row whose job was lost a new one.
 * Nothing goes out twice: a lease keeps two workers apart, and a sent mail is marked so.
 * Bodies carry links and codes: a stored one is sealed, and dropped once sent (decision 0018).
 */
export function createMailQueue(deps: MailQueueDeps) {
  const { db, clock, log } = deps;
  const box = createSecretBox(deps.signingSecret, 'mail');
  const seal = (message: QueuedMail) => box.seal(JSON.stringify(message));
  /** Mails sent without a job queue, and job hand-overs not yet answered (a stored mail does not wait for its job, see `queue`). */
  const background = createInFlight();
  /** Without a job queue (a test, a one-off command) a stored mail is sent at once, in the background. */
  let onFailure = async (_message: QueuedMail) => undefined;
  let notify = async (id: number) => {
    void background.track(
      deliver(id).catch((err: unknown) =>
        log.error({ err, mail: id }, 'mail failed; it waits for the next try'),
      ),
    );
  };

  /** Takes the mail for this worker, unless it is sent or another worker holds it. */
  async function claim(id: number) {
    const now = clock.now();
    const [row] = await db
      .update(outgoingMails)
      .set({ lease_until: new Date(now.getTime() + LEASE_MS), attempts: sql`${outgoingMails.attempts} + 1` })
      .where(
        and(
          eq(outgoingMails.id, id),
          isNull(outgoingMails.sent_at),
          or(isNull(outgoingMails.lease_until), lt(outgoingMails.lease_until, now)),
        ),
      )
      .returning({ sealed: outgoingMails.sealed_message, attempts: outgoingMails.attempts });
    return row ? { sealed: row.sealed, attempts: row.attempts } : undefined;
  }

  async function attachments(message: QueuedMail) {
    const files: MailAttachment[] = [];
    for (const file of message.attachments ?? []) {
      const stored = await deps.storage.get(file.key);
      // A file removed since the mail was stored is left out rather than holding the mail back.
      if (stored)
        files.push({ filename: file.filename, content: stored.stream, contentType: file.contentType });
    }
    return files;
  }

  /** Sends one stored mail; throws (for the job's retry) when the mail server refuses or cannot be reached. */
  async function deliver(id: number) {
    const claimed = await claim(id);
    if (!claimed?.sealed) return false;
    let message: QueuedMail | undefined;
    try {
      // Opening throws for a body sealed under another signing secret: it waits for an instance that has it.
      message = JSON.parse(box.open(claimed.sealed)) as QueuedMail;
      await deps.mailer.send({ ...message, attachments: await attachments(message) });
    } catch (error) {
      await db
        .update(outgoingMails)
        .set({ lease_until: null, last_error: String(error).slice(0, 500) })
        .where(eq(outgoingMails.id, id));
      // The first failure is told once; the retries go on.
      if (claimed.attempts === 1 && message?.onFailure)
        await onFailure(message).catch((err: unknown) => log.error({ err, mail: id }, 'failure not told'));
      throw error;
    }
    await db
      .update(outgoingMails)
      .set({ sent_at: clock.now(), lease_until: null, last_error: null, sealed_message: null })
      .where(eq(outgoingMails.id, id));
    return true;
  }

  const unsent = (before: Date) =>
    db
      .select({ id: outgoingMails.id })
      .from(outgoingMails)
      .where(
        and(
          isNull(outgoingMails.sent_at),
          lt(outgoingMails.created_at, before),
          or(isNull(outgoingMails.lease_until), lt(outgoingMails.lease_until, clock.now())),
        ),
      )
      .orderBy(asc(outgoingMails.id))
      .limit(500);

  return {
    /**
     * Stores a mail to send; it goes out through the job queue (or `flush`). Never throws: it logs. The
     * caller waits for the stored row, not for its job: the row is what keeps the mail, and a hand-over that
     * fails or is cut by a restart leaves an unsent row that `requeueOrphans` gives a job.
     */
    async queue(message: QueuedMail) {
      try {
        const [row] = await db
          .insert(outgoingMails)
          .values({
            sealed_message: seal(message),
            recipient: message.to,
            subject: message.subject,
            created_at: clock.now(),
          })
          .returning({ id: outgoingMails.id });
        const id = row!.id;
        void background.track(
          notify(id).catch((err: unknown) =>
            log.error({ err, mail: id }, 'mail stored; its job waits for the requeue'),
          ),
        );
      } catch (err) {
        log.error({ err, subject: message.subject }, 'mail could not be queued');
      }
    },
    deliver,
    /**
     * Start-up: seals the clear bodies of mails stored before bodies were sealed (migration 0014) and drops
     * those of mails already sent; answers how many rows it changed.
     */
    async sealStoredBodies() {
      const rows = await db
        .select({ id: outgoingMails.id, message: outgoingMails.message, sent: outgoingMails.sent_at })
        .from(outgoingMails)
        .where(isNotNull(outgoingMails.message));
      for (const row of rows) {
        await db
          .update(outgoingMails)
          .set({ message: null, sealed_message: row.sent || !row.message ? null : seal(row.message) })
          .where(and(eq(outgoingMails.id, row.id), isNotNull(outgoingMails.message)));
      }
      return rows.length;
    },
    /** The job queue's way in: each stored mail's id is handed to it. */
    attach(send: (id: number) => Promise<void>) {
      notify = send;
    },
    /** Who hears of a mail whose first try failed (the bell, set up by the services). */
    whenFailing(tell: (message: QueuedMail) => Promise<void>) {
      onFailure = async (message) => void (await tell(message));
    },
    /** Gives each unsent mail whose job was lost a new one (a scheduled job). */
    async requeueOrphans() {
      const rows = await unsent(new Date(clock.now().getTime() - ORPHAN_MS));
      for (const { id } of rows) await notify(id);
      return rows.length;
    },
    /** Waits for the hand-overs to the job queue and the mails being sent without one (on close). */
    settle: () => background.settled(),
    /** Waits for the mails being sent, then sends every unsent one now, in order (tests). */
    async flush() {
      await background.settled();
      for (const { id } of await unsent(new Date(clock.now().getTime() + 1))) {
        await deliver(id).catch((err: unknown) => log.error({ err, mail: id }, 'mail failed'));
      }
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
