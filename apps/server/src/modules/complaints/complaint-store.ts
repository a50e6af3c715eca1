import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { COMPLAINT_MESSAGES, complaintAnswer, type Complaint } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { deliveryVersions } from '@/db/delivery-schema.js';
import { complaints, recipientApprovals } from '@/db/recipient-schema.js';
import { notFound } from '@/lib/app-error.js';

export type ComplaintRow = typeof complaints.$inferSelect & { version: number };

const withVersion = { complaint: complaints, version: deliveryVersions.version };
const flatten = (rows: { complaint: typeof complaints.$inferSelect; version: number }[]): ComplaintRow[] =>
  rows.map((r) => ({ ...r.complaint, version: r.version }));

/** A complaint as staff and its author see it (the contracts' presenter). */
export const presentComplaint = (row: ComplaintRow): Complaint => complaintAnswer(row);

/** One complaint with its version's number, or the complaint's 404. */
export async function requireComplaint(db: Db, id: number): Promise<ComplaintRow> {
  const [row] = flatten(
    await db
      .select(withVersion)
      .from(complaints)
      .innerJoin(deliveryVersions, eq(deliveryVersions.id, complaints.version_id))
      .where(eq(complaints.id, id)),
  );
  if (!row) throw notFound(COMPLAINT_MESSAGES.notFound);
  return row;
}

/** A delivery's complaints: the ones not resolved first (newest first), then the resolved (latest first). */
export async function complaintsOfDelivery(db: Db, deliveryId: number): Promise<ComplaintRow[]> {
  return flatten(
    await db
      .select(withVersion)
      .from(complaints)
      .innerJoin(deliveryVersions, eq(deliveryVersions.id, complaints.version_id))
      .where(eq(complaints.delivery_id, deliveryId))
      .orderBy(
        sql`${complaints.status} = 'resolved'`,
        desc(sql`coalesce(${complaints.resolved_at}, ${complaints.created_at})`),
        desc(complaints.id),
      ),
  );
}

/** One address's complaints about these versions, newest first. */
export async function complaintsBy(db: Db, email: string, versionIds: number[]): Promise<ComplaintRow[]> {
  if (versionIds.length === 0) return [];
  return flatten(
    await db
      .select(withVersion)
      .from(complaints)
      .innerJoin(deliveryVersions, eq(deliveryVersions.id, complaints.version_id))
      .where(and(inArray(complaints.version_id, versionIds), eq(complaints.email, email)))
      .orderBy(desc(complaints.created_at), desc(complaints.id)),
  );
}

/** One address's approvals of these versions, by version id. */
export async function approvalsBy(db: Db, email: string, versionIds: number[]) {
  if (versionIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ version_id: recipientApprovals.version_id, at: recipientApprovals.approved_at })
    .from(recipientApprovals)
    .where(and(inArray(recipientApprovals.version_id, versionIds), eq(recipientApprovals.email, email)))
    .orderBy(asc(recipientApprovals.id));
  return new Map(rows.map((r) => [r.version_id, r.at]));
}
