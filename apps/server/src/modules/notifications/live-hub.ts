import type { ServerResponse } from 'node:http';
import { LIVE_EVENTS } from '@ops/contracts';
import { LIVE_CHANNEL, type LiveEvent } from '@/db/live-channel.js';

const HEARTBEAT_MS = 25_000;
/** Streams one account may hold open on an instance (tabs, devices); a newer one ends the oldest. */
export const MAX_STREAMS_PER_ACCOUNT = 10;

interface Stream {
  userId: number;
  response: ServerResponse;
}

/** One SSE message; `id` lets the browser say where it stopped. */
export const sseMessage = (event: string, data: unknown, id?: number) =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The instance's open event streams, fed by the one LISTEN of the instance (no database connection per
 * stream): a notification goes to its account's streams, a delivery change to every stream.
 */
export function createLiveHub() {
  const streams = new Set<Stream>();
  let heartbeat: NodeJS.Timeout | undefined;

  function dispatch(payload: string) {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const stream of streams) {
      if (event.kind === 'notification' && stream.userId === event.user_id)
        stream.response.write(sseMessage(LIVE_EVENTS.notification, { id: event.id }, event.id));
      else if (event.kind === 'delivery')
        stream.response.write(sseMessage(LIVE_EVENTS.delivery, { delivery_id: event.delivery_id }));
    }
  }

  return {
    channel: LIVE_CHANNEL,
    dispatch,
    add(userId: number, response: ServerResponse) {
      const stream = { userId, response };
      const own = [...streams].filter((s) => s.userId === userId);
      // Sockets are what a stream costs: one account cannot hold an unbounded number of them.
      for (const old of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_ACCOUNT + 1))) {
        streams.delete(old);
        old.response.end();
      }
      streams.add(stream);
      // A comment line now and then keeps proxies from closing a quiet stream.
      heartbeat ??= setInterval(() => {
        for (const s of streams) s.response.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref();
      response.on('close', () => {
        streams.delete(stream);
        if (streams.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });
    },
    /** Open streams, for the tests and the metrics. */
    size: () => streams.size,
    closeAll() {
      clearInterval(heartbeat);
      for (const stream of streams) stream.response.end();
      streams.clear();
    },
  };
}
