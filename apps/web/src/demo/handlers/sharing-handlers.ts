import { http, HttpResponse } from 'msw';
import {
  API,
  DELIVERY_ROLES,
  DELIVERY_MESSAGES,
  SHARE_POLICY_MESSAGES,
  policyShareEnd,
  SHARE_LOG,
  accessLogCsv,
  revokeShareRequestSchema,
  revokeShareResponseSchema,
  secureKeyRequestSchema,
  secureKeyResponseSchema,
  shareFileRequestSchema,
  shareFileResponseSchema,
  secureKeyOutcome,
  newSecureKey,
  contentDisposition,
} from '@ops/contracts';
import { recordAccess } from '../data/access-records';
import { actorName } from '../data/accounts';
import { recordAudit } from '../data/audit-events';
import { findDelivery } from '../data/delivery-creation';
import { checkShareEmails } from '../data/delivery-creation-share';
import type { DemoState } from '../data/demo-state';
import { refuse } from '../data/refusal';
import { deliverySharePolicy } from '../data/share-policies';
import { closeShareRow, recordShares } from '../data/share-records';
import { failure, forRoles, pathId, readBody, reply, withAccount } from './respond';

/**
 * Sharing a delivery from its SHARING tab (part 1 section 7), over the session's shared-users and access
 * logs: shares, revokes, declined requests, secure keys and the access log's CSV export, as on the server.
 */
export function sharingHandlers(state: DemoState) {
  const deliveryOf = (id: string) =>
    findDelivery(state.deliveries, id) ?? refuse(404, DELIVERY_MESSAGES.deliveryNotFound);

  return [
    http.post(
      API.assignments.shareFile,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const input = await readBody(request, shareFileRequestSchema);
        const delivery = deliveryOf(input.delivery_id);
        if (input.expires_at && input.expires_at.getTime() <= state.clock())
          return failure(400, DELIVERY_MESSAGES.shareExpiryRule);
        // The client's policy, as on the server (decision 0038).
        const policy = deliverySharePolicy(state, delivery.client_code);
        const ending = policyShareEnd(policy, input.expires_at, new Date(state.clock()));
        if ('refusal' in ending) return failure(400, ending.refusal);
        const answer = checkShareEmails(state, account, { ...input, delivery_id: String(delivery.id) });
        if (!policy.outside_allowed && answer.emails.outside_org.length > 0)
          return failure(400, SHARE_POLICY_MESSAGES.outsideNotAllowed);
        const actor = actorName(state.accounts, account);
        const { outside_org } = answer.emails;
        // Addresses outside the organisation wait for the warning's confirmation: the attempt is on record.
        if (answer.status === 'warning')
          recordAccess(state, delivery.id, SHARE_LOG.askedOutside(actor, outside_org));
        if (answer.status !== 'success') return reply(shareFileResponseSchema, answer);
        const events = recordShares(state, delivery.id, actor, answer.emails, {
          expiresAt: ending.end,
          downloadLimit: input.download_limit,
        });
        for (const event of events) recordAudit(state, account, event);
        return reply(shareFileResponseSchema, { ...answer, message: DELIVERY_MESSAGES.deliveryShared });
      }),
    ),

    ...(['revoke', 'decline'] as const).map((action) =>
      http.post(
        action === 'revoke' ? API.assignments.revokeShare : API.assignments.declineShareRequest,
        forRoles(DELIVERY_ROLES, async ({ request }, account) => {
          const body = await readBody(request, revokeShareRequestSchema);
          const delivery = deliveryOf(body.delivery_id);
          const actor = actorName(state.accounts, account);
          const { message, events } = closeShareRow(state, action, delivery.id, actor, body.email);
          for (const event of events) recordAudit(state, account, event);
          return reply(revokeShareResponseSchema, { success: true, message });
        }),
      ),
    ),

    // The demo mails nothing: with `resend` it says so as the server does, and the log records it.
    http.post(
      API.assignments.secureKey,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const { delivery_id, resend } = await readBody(request, secureKeyRequestSchema);
        const delivery = deliveryOf(delivery_id);
        const holders = (state.sharedLogs.get(delivery.id)?.shared ?? []).map((s) => s.shared_to_user_email);
        const made = secureKeyOutcome(actorName(state.accounts, account), resend, holders);
        recordAccess(state, delivery.id, made.log);
        return reply(secureKeyResponseSchema, {
          success: true,
          message: made.message,
          secure_key: newSecureKey(),
        });
      }),
    ),

    // Live or archived: the whole log, oldest first, as a CSV file.
    http.get(
      API.assignments.accessLogCsv(':id'),
      withAccount((call) => {
        const id = pathId(call);
        const delivery =
          state.deliveries.find((d) => d.id === id) ?? refuse(404, DELIVERY_MESSAGES.deliveryNotFound);
        const oldestFirst = [...(state.accessLogs.get(delivery.id) ?? [])].sort((a, b) =>
          a.date.localeCompare(b.date),
        );
        return new HttpResponse(accessLogCsv(oldestFirst), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': contentDisposition('attachment', `access-log-${delivery.batch_id}.csv`),
            'cache-control': 'private, no-store',
          },
        });
      }),
    ),
  ];
}
