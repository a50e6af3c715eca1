import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  RATED_SENTENCE_PATTERN,
  erasedPseudonym,
  recipientAddressPattern,
  type RecipientErasureCounts,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import {
  accessLogs,
  assignmentSources,
  comments,
  deliveries,
  deliveryAssignments,
  sharedLogs,
  workspaceAssignments,
} from '@/db/delivery-schema.js';
import { fileRequestCodes, fileRequestSessions, fileRequests } from '@/db/file-request-schema.js';
import { notifications } from '@/db/notification-schema.js';
import {
  complaints,
  recipientApprovals,
  recipientCodes,
  recipientFeedback,
  recipientSessions,
  recipientLanguages,
} from '@/db/recipient-schema.js';
import { outgoingMails } from '@/db/schema.js';
import { inTransaction } from '@/db/transaction.js';
import { newSecretToken } from '@/lib/secret-token.js';
import { bumpListVersion, refreshDeliverySummaries } from '../assignments/index.js';

const lower = (column: unknown) => sql`lower(${column})`;

/** Rows that name the address, by table. `email` is lowercase (the contracts' rule). */
const match = (email: string) => ({
  shares: and(eq(sharedLogs.is_request, false), eq(lower(sharedLogs.shared_to_user_email), email)),
  requests: and(
    eq(sharedLogs.is_request, true),
    or(eq(lower(sharedLogs.shared_to_user_email), email), eq(lower(sharedLogs.shared_by), email)),
  ),
  accessLogs: or(
    eq(lower(accessLogs.actor), email),
    sql`${accessLogs.log_string} ~* ${recipientAddressPattern(email)}`,
    sql`exists (select 1 from jsonb_array_elements_text(${accessLogs.shared_users}) as u(v) where lower(u.v) = ${email})`,
  ),
  comments: eq(lower(comments.user_name), email),
  ratings: eq(lower(recipientFeedback.email), email),
  complaints: eq(lower(complaints.email), email),
  approvals: eq(lower(recipientApprovals.email), email),
  sessions: eq(lower(recipientSessions.email), email),
  languages: eq(recipientLanguages.email, email),
  fileRequests: eq(lower(fileRequests.email), email),
  fileRequestSessions: eq(lower(fileRequestSessions.email), email),
  notifications: sql`${notifications.text} ~* ${recipientAddressPattern(email)}`,
});

/**
 * The assignments their file requests brought in (the sources' assignments), never the others that name the
 * address as requester (an import's or the workflow tool's: those are the client's record, not the request's).
 */
const requestedAssignmentIds = (db: Db, requestIds: number[]) =>
  db
    .selectDistinct({ id: assignmentSources.assignment_id })
    .from(assignmentSources)
    .where(inArray(assignmentSources.file_request_id, requestIds));

/** How many rows of each kind name the address: what the OA sees before confirming. */
export async function previewRecipientErasure(db: Db, email: string): Promise<RecipientErasureCounts> {
  const m = match(email);
  const n = sql<number>`count(*)::int`;
  const shareIds = db.select({ id: sharedLogs.id }).from(sharedLogs).where(m.shares);
  const requestIds = db.select({ id: fileRequests.id }).from(fileRequests).where(m.fileRequests);
  const [
    [shares],
    [requests],
    [logs],
    [notes],
    [ratings],
    [sessions],
    [codes],
    [fileRequestCount],
    [requestSessions],
    [requestCodes],
    [complaintCount],
    [approvalCount],
  ] = await Promise.all([
    db.select({ n }).from(sharedLogs).where(m.shares),
    db.select({ n }).from(sharedLogs).where(m.requests),
    db.select({ n }).from(accessLogs).where(m.accessLogs),
    db.select({ n }).from(comments).where(m.comments),
    db.select({ n }).from(recipientFeedback).where(m.ratings),
    db.select({ n }).from(recipientSessions).where(m.sessions),
    db.select({ n }).from(recipientCodes).where(inArray(recipientCodes.shared_log_id, shareIds)),
    db.select({ n }).from(fileRequests).where(m.fileRequests),
    db.select({ n }).from(fileRequestSessions).where(m.fileRequestSessions),
    db.select({ n }).from(fileRequestCodes).where(inArray(fileRequestCodes.file_request_id, requestIds)),
    db.select({ n }).from(complaints).where(m.complaints),
    db.select({ n }).from(recipientApprovals).where(m.approvals),
  ]);
  return {
    shares: shares!.n,
    requests: requests!.n,
    access_logs: logs!.n,
    comments: notes!.n,
    ratings: ratings!.n,
    sessions: sessions!.n + requestSessions!.n,
    codes: codes!.n + requestCodes!.n,
    file_requests: fileRequestCount!.n,
    complaints: complaintCount!.n + approvalCount!.n,
  };
}

/**
 * Erases what the console keeps about one recipient, in one transaction: the address becomes a pseudonym in
 * shares (which end), access logs (their lines lose the network address and place), rating comments and
 * ratings, complaints and approvals, staff notifications and what is kept of mails sent to them; rating
 * and complaint texts go; sessions, the remembered language (decision 0042), one-time codes, access requests (theirs or for them) and mails not yet sent to them are deleted. File requests to
 * them keep their files under the pseudonym: open ones close and each link's token hash is replaced by the
 * hash of a new random token nobody holds, so the old link opens nothing (not even the closed page); their
 * request sessions and codes are deleted. The assignments those requests brought in (and only those) name
 * the pseudonym as requester, and so do the deliveries made from them where the requester was the address.
 * The preview's `file_requests` counts the requests; what they brought in goes with them.
 */
export async function eraseRecipient(db: Db, email: string, now: Date) {
  const pseudonym = erasedPseudonym(randomBytes(6));
  const m = match(email);
  const counts = await previewRecipientErasure(db, email);
  const renamedDeliveries = await inTransaction(db, async (tx) => {
    const shareIds = tx.select({ id: sharedLogs.id }).from(sharedLogs).where(m.shares);
    await tx.delete(recipientCodes).where(inArray(recipientCodes.shared_log_id, shareIds));
    await tx.delete(recipientSessions).where(m.sessions);
    await tx.delete(recipientLanguages).where(m.languages);
    // Read before the requests are renamed: afterwards their address no longer finds them.
    const requestIds = (
      await tx.select({ id: fileRequests.id }).from(fileRequests).where(m.fileRequests).for('update')
    ).map((r) => r.id);
    await tx.delete(fileRequestCodes).where(inArray(fileRequestCodes.file_request_id, requestIds));
    await tx.delete(fileRequestSessions).where(m.fileRequestSessions);
    for (const id of requestIds)
      await tx
        .update(fileRequests)
        .set({
          email: pseudonym,
          token_hash: newSecretToken().hash,
          closed_at: sql`coalesce(${fileRequests.closed_at}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(fileRequests.id, id));
    const assignmentIds = (await requestedAssignmentIds(tx, requestIds)).map((a) => a.id);
    await tx
      .update(workspaceAssignments)
      .set({
        requester_email: sql`case when lower(${workspaceAssignments.requester_email}) = ${email} then ${pseudonym} else ${workspaceAssignments.requester_email} end`,
        requester_name: sql`case when lower(${workspaceAssignments.requester_name}) = ${email} then ${pseudonym} else ${workspaceAssignments.requester_name} end`,
      })
      .where(inArray(workspaceAssignments.id, assignmentIds));
    const renamed = (
      await tx
        .update(deliveries)
        .set({ requester_name: pseudonym })
        .where(
          and(
            eq(lower(deliveries.requester_name), email),
            inArray(
              deliveries.id,
              tx
                .select({ id: deliveryAssignments.delivery_id })
                .from(deliveryAssignments)
                .where(inArray(deliveryAssignments.assignment_id, assignmentIds)),
            ),
          ),
        )
        .returning({ id: deliveries.id })
    ).map((d) => d.id);
    // Search reads the requester from the summary; the lists' caches move once this has committed.
    await refreshDeliverySummaries(tx, renamed);
    await tx
      .update(notifications)
      .set({
        text: sql`regexp_replace(${notifications.text}, ${recipientAddressPattern(email)}, ${pseudonym}, 'gi')`,
      })
      .where(m.notifications);
    await tx.delete(sharedLogs).where(m.requests);
    await tx
      .update(sharedLogs)
      .set({
        shared_to_user_email: pseudonym,
        revoked_at: sql`coalesce(${sharedLogs.revoked_at}, ${now.toISOString()}::timestamptz)`,
      })
      .where(m.shares);
    await tx
      .update(accessLogs)
      .set({
        actor: sql`case when lower(${accessLogs.actor}) = ${email} then ${pseudonym} else ${accessLogs.actor} end`,
        // Where they were (address and place) is theirs too, on the lines they made.
        ip: sql`case when lower(${accessLogs.actor}) = ${email} then '' else ${accessLogs.ip} end`,
        location: sql`case when lower(${accessLogs.actor}) = ${email} then '' else ${accessLogs.location} end`,
        log_string: sql`regexp_replace(${accessLogs.log_string}, ${recipientAddressPattern(email)}, ${pseudonym}, 'gi')`,
        shared_users: sql`coalesce((select jsonb_agg(case when lower(u.v) = ${email} then ${pseudonym} else u.v end) from jsonb_array_elements_text(${accessLogs.shared_users}) as u(v)), '[]'::jsonb)`,
      })
      .where(m.accessLogs);
    // A rating's comment is the recipient's own words: it goes, the stars stay.
    await tx
      .update(comments)
      .set({
        user_name: pseudonym,
        message: sql`jsonb_set(jsonb_set(${comments.message}, '{comments}', '""'), '{chat}', to_jsonb(regexp_replace(${comments.message}->>'chat', ${RATED_SENTENCE_PATTERN}, '\\1', 's')))`,
      })
      .where(m.comments);
    await tx.update(recipientFeedback).set({ email: pseudonym, comment: '' }).where(m.ratings);
    // A complaint's words are theirs and go; its category, files, dates and staff's replies stay (Insights).
    await tx.update(complaints).set({ email: pseudonym, text: '', reopen_reason: null }).where(m.complaints);
    await tx.update(recipientApprovals).set({ email: pseudonym }).where(m.approvals);
    // Mail not yet sent to them goes (its codes and links are dead now); what is kept of sent mail (the
    // recipient and subject lines) names the pseudonym.
    await tx
      .delete(outgoingMails)
      .where(and(eq(lower(outgoingMails.recipient), email), isNull(outgoingMails.sent_at)));
    await tx
      .update(outgoingMails)
      .set({
        recipient: sql`case when lower(${outgoingMails.recipient}) = ${email} then ${pseudonym} else ${outgoingMails.recipient} end`,
        subject: sql`regexp_replace(${outgoingMails.subject}, ${recipientAddressPattern(email)}, ${pseudonym}, 'gi')`,
      })
      .where(
        or(
          eq(lower(outgoingMails.recipient), email),
          sql`${outgoingMails.subject} ~* ${recipientAddressPattern(email)}`,
        ),
      );
    return renamed;
  });
  if (renamedDeliveries.length > 0) await bumpListVersion(db);
  return { pseudonym, counts };
}
