import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { FILE_REQUEST_MESSAGES, staffName, utcDay } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { assignmentSources, fileUploads, workspaceAssignments } from '@/db/delivery-schema.js';
import { fileRequests } from '@/db/file-request-schema.js';
import { qualified } from '@/db/qualified.js';
import { users } from '@/db/schema.js';
import { notFound } from '@/lib/app-error.js';

const record = {
  id: fileRequests.id,
  client_id: fileRequests.client_id,
  client_name: clients.client_name,
  email: fileRequests.email,
  title: fileRequests.title,
  message: fileRequests.message,
  due_date: fileRequests.due_date,
  extensions: fileRequests.extensions,
  max_size_mb: fileRequests.max_size_mb,
  created_by: fileRequests.created_by,
  created_at: fileRequests.created_at,
  closed_at: fileRequests.closed_at,
  first_name: users.first_name,
  last_name: users.last_name,
  creator_email: users.email,
};

export type RequestRecord = Omit<Joined, 'first_name' | 'last_name' | 'creator_email'> & {
  created_by_name: string;
  creator_email: string | null;
};

const joined = (db: Db) =>
  db
    .select(record)
    .from(fileRequests)
    .innerJoin(clients, eq(clients.id, fileRequests.client_id))
    .leftJoin(users, eq(users.id, fileRequests.created_by));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const named = (row: Joined): RequestRecord => {
  const { first_name, last_name, creator_email, ...rest } = row;
  return {
    ...rest,
    creator_email,
    created_by_name: creator_email
      ? staffName({ first_name: first_name ?? '', last_name: last_name ?? '', email: creator_email })
      : '',
  };
};

/**
 * One request with its client's name and its creator's; a missing one is not found. `lock` takes the
 * request's row lock (in a transaction) as it reads.
 */
export async function loadFileRequest(db: Db, id: number, lock = false): Promise<RequestRecord> {
  const query = joined(db).where(eq(fileRequests.id, id));
  const [row] = await (lock ? query.for('update', { of: fileRequests }) : query);
  if (!row) throw notFound(FILE_REQUEST_MESSAGES.notFound);
  return named(row);
}

/** A request just made, as loadFileRequest would read it, from its row and what its creator made it with. */
export const newRequestRecord = (
  row: typeof fileRequests.$inferSelect,
  clientName: string,
  creator: { first_name: string | null; last_name: string | null; email: string },
): RequestRecord =>
  named({
    ...row,
    client_name: clientName,
    first_name: creator.first_name,
    last_name: creator.last_name,
    creator_email: creator.email,
  });

const LIST_LIMIT = 500;
const fileCount = sql<number>`(select count(*)::int from ${assignmentSources}
  where ${qualified(assignmentSources.file_request_id)} = ${qualified(fileRequests.id)})`;

/** The newest requests first, of one client or all; open means not closed and not past its due date. */
export async function listFileRequests(
  db: Db,
  filter: { client_id?: number; status: 'open' | 'closed' | 'all' },
  now: Date,
) {
  const today = utcDay(now);
  const conditions: (SQL | undefined)[] = [
    filter.client_id === undefined ? undefined : eq(fileRequests.client_id, filter.client_id),
    filter.status === 'open'
      ? and(isNull(fileRequests.closed_at), gte(fileRequests.due_date, today))
      : filter.status === 'closed'
        ? or(isNotNull(fileRequests.closed_at), lt(fileRequests.due_date, today))
        : undefined,
  ];
  const rows = await db
    .select({ ...record, file_count: fileCount })
    .from(fileRequests)
    .innerJoin(clients, eq(clients.id, fileRequests.client_id))
    .leftJoin(users, eq(users.id, fileRequests.created_by))
    .where(and(...conditions))
    .orderBy(desc(fileRequests.id))
    .limit(LIST_LIMIT);
  return rows.map(({ file_count, ...row }) => ({ ...named(row), file_count }));
}

export type RequestSource = Awaited<ReturnType<typeof requestSources>>[number];

/** The files a request received (or the one `sourceId` names), oldest first, with their assignment's name and scan status. */
export function requestSources(db: Db, requestId: number, sourceId?: number) {
  return db
    .select({
      id: assignmentSources.id,
      assignment_id: assignmentSources.assignment_id,
      assignment_name: workspaceAssignments.name,
      upload_id: assignmentSources.upload_id,
      file_name: assignmentSources.file_name,
      file_size: assignmentSources.file_size,
      note: assignmentSources.note,
      created_at: assignmentSources.created_at,
      scan_status: fileUploads.scan_status,
      scan_signature: fileUploads.scan_signature,
      storage_key: fileUploads.storage_key,
    })
    .from(assignmentSources)
    .innerJoin(workspaceAssignments, eq(workspaceAssignments.id, assignmentSources.assignment_id))
    .innerJoin(fileUploads, eq(fileUploads.id, assignmentSources.upload_id))
    .where(
      and(
        eq(assignmentSources.file_request_id, requestId),
        sourceId === undefined ? undefined : eq(assignmentSources.id, sourceId),
      ),
    )
    .orderBy(asc(assignmentSources.id));
}
