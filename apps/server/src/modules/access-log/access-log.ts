import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { deliveryNotice } from '@/db/live-channel.js';
import { LOG_MESSAGES, accessLogClient } from '@ops/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import type { GeoLocator } from '@/lib/geo-locator.js';
import UAParser from 'ua-parser-js';
import { accessLogs } from '@/db/delivery-schema.js';
import { containsPattern } from '@/db/like-pattern.js';

/**
 * Platform and device of a User-Agent, read by ua-parser-js (the contracts' accessLogClient names them): the
 * one reading of every access log entry, whatever the caller says. Without a User-Agent both are unknown
 * (''), and the caller's values stand.
 */
function describeClient(userAgent: string) {
  if (!userAgent) return { platform: '', device: '' };
  return accessLogClient(new UAParser(userAgent).getResult());
}

interface AccessEvent {
  deliveryId: number;
  type: string;
  actor: string;
  logString: string;
  ip: string;
  userAgent: string;
  at: Date;
  files?: string[];
  sharedUsers?: string[];
  /**
   * What the browser said it runs on (the spec's download call sends both): its platform (say 'MacIntel')
   * is kept; the device is the User-Agent's reading, the browser's only when there is no User-Agent.
   */
  platform?: string;
  device?: string;
  /** Where the address is, when known. */
  location?: string | null;
}

/** Who is asking, from where and on what: the request's part of an access log entry. */
export function requestOrigin(request: FastifyRequest, locator: GeoLocator) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    location: locator.locate(request.ip),
  };
}

/**
 * An entry, each column's value a placeholder of its name: every opened delivery and download writes one. The
 * same statement tells the delivery's SHARING tabs (held until the commit inside a transaction).
 */
const insertEntry = preparedPerDatabase((db) => {
  const entry = db.$with('entry').as(
    db
      .insert(accessLogs)
      .values({
        delivery_id: sql.placeholder('delivery_id'),
        type: sql.placeholder('type'),
        actor: sql.placeholder('actor'),
        log_string: sql.placeholder('log_string'),
        platform: sql.placeholder('platform'),
        device: sql.placeholder('device'),
        ip: sql.placeholder('ip'),
        location: sql.placeholder('location'),
        files: sql.placeholder('files'),
        shared_users: sql.placeholder('shared_users'),
        created_at: sql.placeholder('created_at'),
      })
      .returning({ delivery_id: accessLogs.delivery_id }),
  );
  return db
    .with(entry)
    .select({ told: deliveryNotice(entry.delivery_id) })
    .from(entry)
    .prepare('access_log_insert');
});

/** Writes one access log entry. Without a known location it reads "Can't locate". */
export async function recordAccess(db: Db, event: AccessEvent) {
  const fromAgent = describeClient(event.userAgent);
  const platform = event.platform || fromAgent.platform || 'Unknown';
  const device = fromAgent.device || event.device || 'Desktop';
  await insertEntry(db).execute({
    delivery_id: event.deliveryId,
    type: event.type,
    actor: event.actor,
    log_string: event.logString,
    platform,
    device,
    ip: event.ip,
    location: event.location || LOG_MESSAGES.cantLocate,
    files: event.files ?? [],
    shared_users: event.sharedUsers ?? [],
    created_at: event.at,
  });
}

function accessLogFilter(deliveryId: number, search: string | undefined) {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(accessLogs.delivery_id, deliveryId),
    pattern
      ? or(
          ilike(accessLogs.log_string, pattern),
          ilike(accessLogs.type, pattern),
          ilike(accessLogs.ip, pattern),
        )
      : undefined,
  );
}

/** How many entries of a delivery's access log match the search, in all pages. */
export const countAccessLog = (db: Db, deliveryId: number, search: string | undefined) =>
  db.$count(accessLogs, accessLogFilter(deliveryId, search));

/** One page of a delivery's access log (all of it without a page size, as the CSV export reads it). */
export async function readAccessLog(
  db: Db,
  deliveryId: number,
  options: { sort: 'ascending' | 'descending'; search?: string; page?: number; pageSize?: number },
) {
  const query = db
    .select()
    .from(accessLogs)
    .where(accessLogFilter(deliveryId, options.search))
    .orderBy(
      ...(options.sort === 'ascending'
        ? [asc(accessLogs.created_at), asc(accessLogs.id)]
        : [desc(accessLogs.created_at), desc(accessLogs.id)]),
    )
    .$dynamic();
  const { pageSize } = options;
  return pageSize ? query.limit(pageSize).offset(((options.page ?? 1) - 1) * pageSize) : query;
}
