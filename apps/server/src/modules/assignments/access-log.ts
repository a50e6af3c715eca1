import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { LOG_MESSAGES, type AccessLogEntry } from '@ops/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { GeoLocator } from '../../lib/geo-locator.js';
import { accessLogs } from '../../db/delivery-schema.js';
import { containsPattern } from '../../db/like-pattern.js';

/** Platform and device from a User-Agent, coarsely: enough for the log, not a browser census. */
export function describeClient(userAgent: string) {
  const platform = /Android/i.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/i.test(userAgent)
      ? 'iOS'
      : /Windows/i.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(userAgent)
          ? 'macOS'
          : /Linux|X11/i.test(userAgent)
            ? 'Linux'
            : 'Unknown';
  const device = /Mobi|iPhone|Android.+Mobile/i.test(userAgent)
    ? 'Mobile'
    : /iPad|Tablet/i.test(userAgent)
      ? 'Tablet'
      : 'Desktop';
  return { platform, device };
}

export interface AccessEvent {
  deliveryId: number;
  type: string;
  actor: string;
  logString: string;
  ip: string;
  userAgent: string;
  at: Date;
  files?: string[];
  sharedUsers?: string[];
  /** What the browser said it runs on; read from the User-Agent when absent. */
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

/** Writes one access log entry. Without a known location it reads "Can't locate". */
export async function recordAccess(db: Db, event: AccessEvent) {
  const fromAgent = describeClient(event.userAgent);
  const platform = event.platform || fromAgent.platform;
  const device = event.device || fromAgent.device;
  await db.insert(accessLogs).values({
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
): Promise<AccessLogEntry[]> {
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
  const rows = pageSize
    ? await query.limit(pageSize).offset(((options.page ?? 1) - 1) * pageSize)
    : await query;
  return rows.map((r) => ({
    date: r.created_at.toISOString(),
    type: r.type,
    tooltip: { ip: r.ip, location: r.location, files: r.files, shared_users: r.shared_users },
    platform: `${r.platform} · ${r.device}`,
    access_log_string: r.log_string,
  }));
}
