import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type Comment } from '@ops/contracts';
import type { Db } from '../../db/client.js';
import { comments, deliveries } from '../../db/delivery-schema.js';
import { notFound } from '../../lib/app-error.js';

export async function assertDeliveryExists(db: Db, id: number) {
  if ((await db.$count(deliveries, eq(deliveries.id, id))) === 0) throw notFound(MESSAGES.notFound);
}

/** A delivery's comments, oldest first. */
export async function listComments(db: Db, deliveryId: number): Promise<Comment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.delivery_id, deliveryId))
    .orderBy(asc(comments.created_at), asc(comments.id));
  return rows.map((c) => ({
    id: c.id,
    type: c.type,
    user: c.user_name,
    datetime: c.created_at.toISOString(),
    message: c.message,
    feedback: c.feedback,
  }));
}
