import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_MESSAGES,
  auditCursor,
  auditRangeEnd,
  auditRangeStart,
  type AuditFilterQuery,
} from '@ops/contracts';
import { auditEvents } from '@/db/audit-schema.js';
import { clients } from '@/db/client-schema.js';
import type { Db } from '@/db/client.js';
import { users } from '@/db/schema.js';
import { badRequest } from '@/lib/app-error.js';

export type AuditFilters = Omit<AuditFilterQuery, 'actor' | 'client'> & { actor?: number; client?: number };

/** Where the next page starts (the contracts' auditCursor, read back). */
interface Cursor {
  at: Date;
  id: string;
}

function parseCursor(text: string): Cursor {
  const [ms, id] = text.split('_');
  const at = new Date(Number(ms));
  if (Number.isNaN(at.getTime()) || !id) throw badRequest(AUDIT_MESSAGES.badCursor);
  return { at, id };
}

function where(filters: AuditFilters, cursor?: Cursor): SQL | undefined {
  return and(
    filters.actor === undefined ? undefined : eq(auditEvents.actor_id, filters.actor),
    filters.action === undefined ? undefined : eq(auditEvents.action, filters.action),
    filters.client === undefined ? undefined : eq(auditEvents.client_id, filters.client),
    filters.from === undefined ? undefined : gte(auditEvents.at, auditRangeStart(filters.from)),
    filters.to === undefined ? undefined : lte(auditEvents.at, auditRangeEnd(filters.to)),
    cursor && sql`(${auditEvents.at}, ${auditEvents.id}) < (${cursor.at}, ${cursor.id}::bigint)`,
  );
}

const selection = {
  event: auditEvents,
  first_name: users.first_name,
  last_name: users.last_name,
  client_name: clients.client_name,
};
export type AuditRow = { event: typeof auditEvents.$inferSelect } & {
  first_name: string | null;
  last_name: string | null;
  client_name: string | null;
};

/** Reads the trail for the audit page and its export; nothing here writes. */
export function createAuditReader(db: Db) {
  async function page(filters: AuditFilters, cursorText: string | undefined, size: number) {
    const cursor = cursorText === undefined ? undefined : parseCursor(cursorText);
    // One row more than the page tells whether another page follows.
    const rows: AuditRow[] = await db
      .select(selection)
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actor_id))
      .leftJoin(clients, eq(clients.id, auditEvents.client_id))
      .where(where(filters, cursor))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(size + 1);
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    return { rows: shown, next: rows.length > size && last ? auditCursor(last.event) : null };
  }

  return {
    page,

    async total(filters: AuditFilters) {
      const [row] = await db.select({ n: count() }).from(auditEvents).where(where(filters));
      return row?.n ?? 0;
    },

    /** Every matching row, newest first, a batch at a time (the export streams them). */
    async *all(filters: AuditFilters, batch = 1000) {
      let cursor: string | undefined;
      do {
        const { rows, next } = await page(filters, cursor, batch);
        yield rows;
        cursor = next ?? undefined;
      } while (cursor);
    },

    /** The accounts that appear as actors, by name. */
    actors: () =>
      db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(users)
        .where(
          inArray(
            users.id,
            db
              .selectDistinct({ id: sql<number>`${auditEvents.actor_id}` })
              .from(auditEvents)
              .where(isNotNull(auditEvents.actor_id)),
          ),
        )
        .orderBy(users.first_name, users.last_name, users.email),

    /** The clients that appear in the trail, by name. */
    clients: () =>
      db
        .select({ id: clients.id, name: clients.client_name })
        .from(clients)
        .where(
          inArray(
            clients.id,
            db
              .selectDistinct({ id: sql<number>`${auditEvents.client_id}` })
              .from(auditEvents)
              .where(isNotNull(auditEvents.client_id)),
          ),
        )
        .orderBy(clients.client_name, clients.id),
  };
}
