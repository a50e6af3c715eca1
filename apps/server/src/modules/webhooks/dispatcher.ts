import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_TEST_EVENT,
  newWebhookMessageId,
  type WebhookEventType,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase, typedPlaceholder } from '@/db/prepared.js';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '@/db/webhook-schema.js';
import type { Clock } from '@/lib/clock.js';
import { createInFlight } from '@/lib/in-flight.js';
import { FetchRefused, safeFetch } from '@/lib/safe-fetch.js';
import type { SecretBox } from '@/lib/secret-box.js';
import { signWebhook } from './signature.js';

/** Retries stop this long after the event (or its replay). */
const GIVE_UP_MS = 24 * 3600_000;
/** The first retry waits this long, doubling each time up to the cap. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 2 * 3600_000;
const SEND_TIMEOUT_MS = 10_000;
/** An endpoint's answer body is read (and dropped) up to this size. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Messages sent in one drain; more wait for the next job. */
const DRAIN_BATCH = 100;

export interface DrainJob {
  endpointId: number;
  key: string;
}

/** The drains an event staged in a transaction needs once it has committed (`release`). */
export type StagedEvent = DrainJob[];

export interface WebhookDispatcherDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  box: SecretBox;
  allowPrivate: boolean;
}

const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/**
 * Stores each event once per subscribed endpoint and sends it through the job queue: one drain per endpoint
 * and ordering key (a delivery) sends its pending messages in order, so a failing message holds the later
 * ones back until it is delivered or given up (at least once, in order). A failure schedules the next try
 * with exponential backoff; retries stop 24 h after the event.
 */
/** The endpoints subscribed to an event: every delivery, share and download asks, mostly to find none. */
const subscribersOf = preparedPerDatabase((db) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.events} @> ${typedPlaceholder('events', 'jsonb')}`)
    .prepare('webhook_subscribers'),
);

export function createWebhookDispatcher(deps: WebhookDispatcherDeps) {
  const { db, clock, log } = deps;
  const running = createInFlight();
  const draining = new Set<string>();
  const again = new Set<string>();
  /**
   * Without a job queue (tests, one-off commands) a drain runs at once in the background, once per key at a
   * time (an event stored meanwhile runs it again after); a retry waits for `requeueDue`.
   */
  let schedule = async (job: DrainJob, at?: Date) => {
    if (at && at > clock.now()) return;
    const name = `${job.endpointId}:${job.key}`;
    if (draining.has(name)) {
      again.add(name);
      return;
    }
    draining.add(name);
    void running.track(
      drain(job)
        .catch((err: unknown) => log.error({ err, webhook: job }, 'webhook drain failed'))
        .finally(() => {
          draining.delete(name);
          if (again.delete(name)) void schedule(job);
        }),
    );
  };

  async function send(message: typeof webhookMessages.$inferSelect, url: string, secret: string) {
    const started = clock.now();
    const timestamp = Math.floor(started.getTime() / 1000);
    let statusCode: number | null;
    let error: string | null = null;
    try {
      const answer = await safeFetch(url, {
        maxBytes: MAX_ANSWER_BYTES,
        timeoutMs: SEND_TIMEOUT_MS,
        allowAddress: deps.allowPrivate ? () => true : undefined,
        post: {
          body: message.body,
          headers: {
            'content-type': 'application/json',
            [WEBHOOK_HEADERS.id]: message.id,
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: signWebhook(secret, message.id, timestamp, message.body),
          },
        },
      });
      statusCode = answer.status;
    } catch (caught) {
      if (!(caught instanceof FetchRefused)) throw caught;
      statusCode = caught.status;
      // A big answer after a 2xx still means received.
      if (caught.reason !== 'too-large') error = caught.message;
    }
    const ok = error === null;
    await db.insert(webhookAttempts).values({
      message_id: message.id,
      endpoint_id: message.endpoint_id,
      attempted_at: started,
      status_code: statusCode,
      ok,
      error,
      duration_ms: Math.max(0, clock.now().getTime() - started.getTime()),
    });
    return ok;
  }

  /** Sends the key's pending messages in order; stops at the first that fails, and schedules its retry. */
  async function drain({ endpointId, key }: DrainJob) {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    if (!endpoint?.active) return;
    const secret = deps.box.open(endpoint.sealed_secret);
    const pending = await db
      .select()
      .from(webhookMessages)
      .where(
        and(
          eq(webhookMessages.endpoint_id, endpointId),
          eq(webhookMessages.ordering_key, key),
          eq(webhookMessages.status, 'pending'),
        ),
      )
      .orderBy(asc(webhookMessages.seq))
      .limit(DRAIN_BATCH);
    for (const message of pending) {
      const now = clock.now();
      if (message.give_up_at <= now) {
        await db.update(webhookMessages).set({ status: 'failed' }).where(eq(webhookMessages.id, message.id));
        continue;
      }
      if (message.next_attempt_at && message.next_attempt_at > now) {
        await schedule({ endpointId, key }, message.next_attempt_at);
        return;
      }
      const ok = await send(message, endpoint.url, secret);
      const attempts = message.attempts + 1;
      if (ok) {
        await db
          .update(webhookMessages)
          .set({ status: 'delivered', attempts, delivered_at: clock.now(), next_attempt_at: null })
          .where(eq(webhookMessages.id, message.id));
        continue;
      }
      const next = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await db
        .update(webhookMessages)
        .set({ attempts, next_attempt_at: next })
        .where(eq(webhookMessages.id, message.id));
      await schedule({ endpointId, key }, next);
      return;
    }
    if (pending.length === DRAIN_BATCH) await schedule({ endpointId, key });
  }

  /** The endpoints that subscribed to `type` (a paused one's events are stored too: they wait). */
  const subscribers = (handle: Db, type: string) =>
    subscribersOf(handle).execute({ events: JSON.stringify([type]) });

  /** One message per endpoint, through `handle` (the database, or the action's transaction). */
  async function insertMessages(
    handle: Db,
    endpoints: { id: number }[],
    type: string,
    data: Record<string, unknown>,
    key: string,
  ) {
    const now = clock.now();
    const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
    if (endpoints.length === 0) return [];
    return handle
      .insert(webhookMessages)
      .values(
        endpoints.map((endpoint) => ({
          id: newWebhookMessageId(),
          endpoint_id: endpoint.id,
          event_type: type,
          body,
          ordering_key: key,
          created_at: now,
          give_up_at: new Date(now.getTime() + GIVE_UP_MS),
        })),
      )
      .returning();
  }

  async function store(
    endpoints: { id: number }[],
    type: string,
    data: Record<string, unknown>,
    key: string,
  ) {
    const rows = await insertMessages(db, endpoints, type, data, key);
    for (const row of rows) await schedule({ endpointId: row.endpoint_id, key });
    return rows;
  }

  return {
    drain,
    /**
     * The outbox: stores the event inside the action's transaction `tx`, so it commits with the action or
     * not at all. What it answers goes to `release` once the transaction has committed; a crash in between
     * leaves the messages to the requeue job (every minute), so none is lost.
     */
    async stage(
      tx: Db,
      type: WebhookEventType,
      data: Record<string, unknown>,
      key: string,
    ): Promise<StagedEvent> {
      const rows = await insertMessages(tx, await subscribers(tx, type), type, data, key);
      return rows.map((row) => ({ endpointId: row.endpoint_id, key }));
    },
    /** Starts sending what committed transactions staged. Never throws: the messages are stored. */
    async release(staged: StagedEvent[]) {
      try {
        for (const job of staged.flat()) await schedule(job);
      } catch (err) {
        log.error({ err }, 'webhook drain not queued; the requeue job will send it');
      }
    },
    /** 'Send test event': one message to this endpoint, whatever it subscribed to. */
    async sendTest(endpointId: number) {
      const [row] = await store(
        [{ id: endpointId }],
        WEBHOOK_TEST_EVENT,
        { endpoint_id: endpointId },
        'test',
      );
      return row!;
    },
    /** Sends a delivered or failed message again, with the same id, for another 24 h of tries. */
    async replay(message: typeof webhookMessages.$inferSelect) {
      const now = clock.now();
      await db
        .update(webhookMessages)
        .set({ status: 'pending', next_attempt_at: null, give_up_at: new Date(now.getTime() + GIVE_UP_MS) })
        .where(eq(webhookMessages.id, message.id));
      await schedule({ endpointId: message.endpoint_id, key: message.ordering_key });
    },
    /** Gives every key with a message due a drain: a job lost to a crash, or a retry's time come. */
    async requeueDue() {
      const now = clock.now();
      // A paused endpoint's events wait: they are due again when it is turned back on.
      const due = await db
        .selectDistinct({ endpointId: webhookMessages.endpoint_id, key: webhookMessages.ordering_key })
        .from(webhookMessages)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpoint_id))
        .where(
          and(
            eq(webhookEndpoints.active, true),
            eq(webhookMessages.status, 'pending'),
            or(isNull(webhookMessages.next_attempt_at), lte(webhookMessages.next_attempt_at, now)),
          ),
        )
        .limit(1000);
      for (const job of due) await schedule(job);
      return due.length;
    },
    /** Hands drains to the job queue (`at`: not before then). */
    attach(send: (job: DrainJob, at?: Date) => Promise<void>) {
      schedule = send;
    },
    /** Waits for the drains started without a job queue (tests). */
    settle: () => running.settled(),
  };
}
