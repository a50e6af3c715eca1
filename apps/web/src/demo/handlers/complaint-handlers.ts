import { http } from 'msw';
import {
  API,
  COMPLAINT_LOG,
  COMPLAINT_MESSAGES,
  DELIVERY_ROLES,
  MESSAGES,
  NOTIFICATION_TEXTS,
  complaintAnswer,
  complaintAnswerRequestSchema,
  complaintFiles,
  complaintListResponseSchema,
  complaintResolveRequestSchema,
  complaintResponseSchema,
  nextComplaintStatus,
  recipientApproveRequestSchema,
  recipientComplaintRequestSchema,
  recipientReopenRequestSchema,
} from '@ops/contracts';
import type { ComplaintAction, ShareLogEvent } from '@ops/contracts';
import { recordAccess } from '../data/access-records';
import { actorName } from '../data/accounts';
import { addComplaint, deliveryComplaints } from '../data/complaints';
import type { ComplaintRow } from '../data/complaints';
import type { DemoState } from '../data/demo-state';
import { ratingKey } from '../data/recipients';
import { refuse, ruleAnswer } from '../data/refusal';
import { addDemoNotification } from './notification-handlers';
import { asRecipient, said, sharedDelivery, sharedVersion } from './recipient-session';
import { forRoles, pathId, readBody, reply, withAccount } from './respond';

/**
 * Typed client feedback (decision 0040): a recipient approves a version or raises a complaint on it and may
 * reopen it once resolved; staff list a delivery's complaints, answer and resolve them. The demo mails
 * nothing; its clock is the session's `now`.
 */
export function complaintHandlers(state: DemoState) {
  const store = state.complaints;
  const now = () => new Date(state.clock());
  const find = (id: number) =>
    store.rows.find((r) => r.id === id) ?? refuse(404, COMPLAINT_MESSAGES.notFound);
  const answer = (row: ComplaintRow, message: string) =>
    reply(complaintResponseSchema, { success: true, message, data: complaintAnswer(row) });
  const log = (row: ComplaintRow, event: ShareLogEvent & { actor?: string }) =>
    recordAccess(state, row.delivery_id, event);
  /** The complaint's next status by the contracts' rule; a refusal answers with its status. */
  const step = (row: ComplaintRow, action: ComplaintAction) =>
    ruleAnswer(nextComplaintStatus(row, action)).status;
  const batchOf = (row: ComplaintRow) =>
    state.deliveries.find((d) => d.id === row.delivery_id)?.batch_id ?? String(row.delivery_id);

  return [
    // Approving again keeps the first approval and answers the same.
    http.post(
      API.recipients.approve,
      asRecipient(state, async (request, email) => {
        const body = await readBody(request, recipientApproveRequestSchema);
        const { delivery, target } = sharedVersion(state, email, body.delivery_id, body.version);
        const key = ratingKey(email, delivery, target.version);
        if (!store.approvals.has(key)) {
          store.approvals.set(key, now());
          const files = target.files.map((f) => f.name);
          recordAccess(state, delivery.id, {
            ...COMPLAINT_LOG.approved(email, target.version, files),
            actor: email,
          });
        }
        return said(COMPLAINT_MESSAGES.approved);
      }),
    ),

    http.post(
      API.recipients.complaints,
      asRecipient(state, async (request, email) => {
        const body = await readBody(request, recipientComplaintRequestSchema);
        const { delivery, target } = sharedVersion(state, email, body.delivery_id, body.version);
        const named = target.files.map((f) => f.name);
        const { files } = ruleAnswer(complaintFiles(body.files, named));
        const row = addComplaint(store, {
          delivery_id: delivery.id,
          version: target.version,
          email,
          category: body.category,
          text: body.text,
          files,
          created_at: now(),
        });
        log(row, { ...COMPLAINT_LOG.raised(email, row.version, row.category, files), actor: email });
        addDemoNotification(state, {
          kind: 'complaint',
          text: NOTIFICATION_TEXTS.complaint(email, delivery.batch_id, row.version, row.category),
          delivery_id: delivery.id,
        });
        return answer(row, COMPLAINT_MESSAGES.raised);
      }),
    ),

    // Answer and resolution stay as they were: staff see what was said before the reopening.
    http.post(
      API.recipients.reopenComplaint(':id'),
      asRecipient(state, async (request, email, call) => {
        const id = pathId(call);
        const body = await readBody(request, recipientReopenRequestSchema);
        const row = find(id);
        const status = step(row, { action: 'reopen', by: email, now: now() });
        // A share that ended answers as a complaint that does not exist, as the server's.
        if (!sharedDelivery(state, email, row.delivery_id)) refuse(404, COMPLAINT_MESSAGES.notFound);
        row.status = status;
        row.reopened_at = now();
        row.reopen_reason = body.text || null;
        log(row, { ...COMPLAINT_LOG.reopened(email, row.version), actor: email });
        addDemoNotification(state, {
          kind: 'complaint',
          text: NOTIFICATION_TEXTS.complaintReopened(email, batchOf(row), row.version),
          delivery_id: row.delivery_id,
        });
        return answer(row, COMPLAINT_MESSAGES.reopened);
      }),
    ),

    http.get(
      API.assignments.complaints(':id'),
      withAccount((call) => {
        const id = pathId(call);
        if (!state.deliveries.some((d) => d.id === id)) refuse(404, MESSAGES.notFound);
        return reply(complaintListResponseSchema, {
          success: true,
          message: '',
          data: deliveryComplaints(store, id).map(complaintAnswer),
        });
      }),
    ),

    http.post(
      API.assignments.answerComplaint(':id'),
      forRoles(DELIVERY_ROLES, async (call, account) => {
        const id = pathId(call);
        const body = await readBody(call.request, complaintAnswerRequestSchema);
        const row = find(id);
        row.status = step(row, { action: 'answer' });
        const actor = actorName(state.accounts, account);
        row.answer = body.answer;
        row.answered_by = actor;
        row.answered_at = now();
        log(row, COMPLAINT_LOG.answered(actor, row.email, row.version));
        return answer(row, COMPLAINT_MESSAGES.answered);
      }),
    ),

    http.post(
      API.assignments.resolveComplaint(':id'),
      forRoles(DELIVERY_ROLES, async (call, account) => {
        const id = pathId(call);
        const body = await readBody(call.request, complaintResolveRequestSchema);
        const row = find(id);
        row.status = step(row, { action: 'resolve' });
        const actor = actorName(state.accounts, account);
        row.resolution = body.resolution;
        row.resolved_by = actor;
        row.resolved_at = now();
        log(row, COMPLAINT_LOG.resolved(actor, row.email, row.version));
        return answer(row, COMPLAINT_MESSAGES.resolved);
      }),
    ),
  ];
}
