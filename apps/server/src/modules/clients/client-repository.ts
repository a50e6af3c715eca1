import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { containsPattern } from '@/db/like-pattern.js';

export type ClientRow = typeof clients.$inferSelect;
export type ClientWithCounts = ClientRow & { entities_count: number; users_count: number };

export function createClientRepository(db: Db) {
  const withCounts = () =>
    db
      .select({
        client: clients,
        // Spelled out: inside a subquery Drizzle would leave the outer column unqualified.
        entities_count: sql<number>`(select count(*)::int from entities e where e.client_id = clients.id)`,
        users_count: sql<number>`(select count(*)::int from client_users u where u.client_id = clients.id)`,
      })
      .from(clients);

  const flatten = (rows: { client: ClientRow; entities_count: number; users_count: number }[]) =>
    rows.map((r) => ({ ...r.client, entities_count: r.entities_count, users_count: r.users_count }));

  async function list(where: SQL | undefined, sort: 'asc' | 'desc'): Promise<ClientWithCounts[]> {
    const order = sort === 'desc' ? desc : asc;
    return flatten(await withCounts().where(where).orderBy(order(clients.created_at), order(clients.id)));
  }

  return {
    list,
    byMonth: (month: string | undefined, sort: 'asc' | 'desc') =>
      list(
        month ? sql`to_char(${clients.created_at} at time zone 'UTC', 'YYYY-MM') = ${month}` : undefined,
        sort,
      ),
    search(term: string, sort: 'asc' | 'desc') {
      const pattern = containsPattern(term);
      return list(
        or(
          ilike(clients.client_name, pattern),
          ilike(clients.client_code, pattern),
          sql`${clients.client_domain_list}::text ilike ${pattern}`,
        ),
        sort,
      );
    },
    async find(id: number): Promise<ClientWithCounts | undefined> {
      return flatten(await withCounts().where(eq(clients.id, id)))[0];
    },
    async codeTaken(code: string) {
      return (await db.$count(clients, eq(clients.client_code, code))) > 0;
    },
    async insert(values: typeof clients.$inferInsert) {
      const [row] = await db.insert(clients).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof clients.$inferInsert>) {
      await db.update(clients).set(values).where(eq(clients.id, id));
    },
    defaults() {
      return db.select().from(clients).orderBy(asc(clients.client_name));
    },
  };
}
