import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { auditEvents } from '@/db/audit-schema.js';
import type { Clock } from '@/lib/clock.js';

export interface AuditEntry {
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  clientId?: number | null;
  /** Never a recipient's address or any secret: the trail cannot be rewritten, so it must hold nothing to erase. */
  details?: Record<string, unknown>;
  /** Defaults to the signed-in staff account of the request. */
  actorId?: number | null;
  actorEmail?: string;
}

interface Origin {
  ip: string;
  userAgent: string;
}

async function write(db: Db, clock: Pick<Clock, 'now'>, entry: AuditEntry, origin: Origin) {
  await db.insert(auditEvents).values({
    at: clock.now(),
    actor_id: entry.actorId ?? null,
    actor_email: entry.actorEmail ?? '',
    action: entry.action,
    target_type: entry.targetType ?? '',
    target_id: entry.targetId === undefined ? '' : String(entry.targetId),
    client_id: entry.clientId ?? null,
    ip: origin.ip,
    user_agent: origin.userAgent.slice(0, 512),
    details: entry.details ?? {},
  });
}

/** Records what the caller of this request did; the signed-in account is the actor unless the entry names one. */
export async function audit(request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const { db, clock } = request.server.services;
  const user = request.auth?.user;
  await write(
    db,
    clock,
    {
      ...entry,
      actorId: entry.actorId ?? user?.id ?? null,
      actorEmail: entry.actorEmail ?? user?.email ?? '',
    },
    { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
  );
}

/** Records what a scheduled job did: no actor, no address. */
export async function auditSystem(deps: { db: Db; clock: Clock }, entry: AuditEntry): Promise<void> {
  await write(deps.db, deps.clock, entry, { ip: '', userAgent: '' });
}

/** Who acted, from where and when, for a write that happens away from the request. */
export interface AuditBy {
  actorId: number | null;
  actorEmail: string;
  ip: string;
  userAgent: string;
  at: Date;
}

/**
 * Records inside the caller's transaction (`tx`), so the action and its row commit or roll back together: for
 * writes done deep in a service (shares, their answers, secure keys) that know the actor but not the request.
 */
export async function auditWithin(tx: Db, by: AuditBy, entry: AuditEntry): Promise<void> {
  await write(
    tx,
    { now: () => by.at },
    { ...entry, actorId: entry.actorId ?? by.actorId, actorEmail: entry.actorEmail ?? by.actorEmail },
    { ip: by.ip, userAgent: by.userAgent },
  );
}
