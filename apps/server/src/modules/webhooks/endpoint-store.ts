import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '@/db/webhook-schema.js';

/** The latest message's status, per endpoint. */
// Spelled out: inside the subquery drizzle's bare "id" would name the message's id, not the endpoint's.
const lastStatus = sql<'pending' | 'delivered' | 'failed' | null>`(
  select m.status from webhook_messages m where m.endpoint_id = webhook_endpoints.id
  order by m.seq desc limit 1)`;

const LOG_EVENTS = 50;
const LOG_ATTEMPTS = 100;

export type EndpointRow = typeof webhookEndpoints.$inferSelect & { last_status: string | null };

/** Webhook endpoints, their messages and attempts, as the routes need them. */
export function createEndpointStore(db: Db) {
  const columns = { ...getTableColumns(webhookEndpoints), last_status: lastStatus };
  return {
    async list(): Promise<EndpointRow[]> {
      return db.select(columns).from(webhookEndpoints).orderBy(webhookEndpoints.id);
    },
    async find(id: number): Promise<EndpointRow | undefined> {
      const [row] = await db.select(columns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },
    async create(values: typeof webhookEndpoints.$inferInsert) {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return { ...row!, last_status: null };
    },
    async update(id: number, values: Partial<typeof webhookEndpoints.$inferInsert>) {
      const [row] = await db
        .update(webhookEndpoints)
        .set(values)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      return row ? this.find(row.id) : undefined;
    },
    async remove(id: number) {
      const rows = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },
    async message(endpointId: number, messageId: string) {
      const [row] = await db
        .select()
        .from(webhookMessages)
        .where(and(eq(webhookMessages.endpoint_id, endpointId), eq(webhookMessages.id, messageId)));
      return row;
    },
    async log(endpointId: number) {
      const events = await db
        .select()
        .from(webhookMessages)
        .where(eq(webhookMessages.endpoint_id, endpointId))
        .orderBy(desc(webhookMessages.seq))
        .limit(LOG_EVENTS);
      const attempts = await db
        .select({
          attempt: webhookAttempts,
          event_type: webhookMessages.event_type,
        })
        .from(webhookAttempts)
        .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.message_id))
        .where(eq(webhookAttempts.endpoint_id, endpointId))
        .orderBy(desc(webhookAttempts.attempted_at), desc(webhookAttempts.id))
        .limit(LOG_ATTEMPTS);
      return { events, attempts };
    },
  };
}
