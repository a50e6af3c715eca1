import type { FastifyBaseLogger } from 'fastify';

const inFlight = new WeakMap<object, Set<Promise<void>>>();

/**
 * Sends a mail after the work that caused it is committed, in the background: a mail that fails is logged
 * and never fails that work. `owner` (the app's services) keeps the mails in flight, so the app can wait for
 * them before it closes. (Issue 10 moves mail onto a job queue that survives restarts.)
 */
export function sendInBackground(
  owner: object,
  log: FastifyBaseLogger,
  send: () => Promise<void>,
  context: Record<string, unknown>,
) {
  const pending = inFlight.get(owner) ?? new Set();
  inFlight.set(owner, pending);
  const sending = send()
    .catch((err: unknown) => log.error({ err, ...context }, 'mail failed'))
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Waits for the mails in flight (on close, and in tests before reading the outbox). */
export async function drainMail(owner: object) {
  const pending = inFlight.get(owner);
  while (pending?.size) await Promise.all([...pending]);
}
