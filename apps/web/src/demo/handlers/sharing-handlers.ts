import { http, HttpResponse } from 'msw';
import {
  API,
  DELIVERY_ROLES,
  CLIENT_MESSAGES,
  DELIVERY_MESSAGES,
  MESSAGES,
  revokeShareRequestSchema,
  revokeShareResponseSchema,
  secureKeyRequestSchema,
  secureKeyResponseSchema,
  shareFileRequestSchema,
  shareFileResponseSchema,
} from '@ops/contracts';
import type { ShareEmailResponse } from '@ops/contracts';
import { accessLogCsv } from '../data/access-log-csv';
import { recordAccess } from '../data/access-records';
import { actorName, passwordMatches } from '../data/accounts';
import { findDelivery } from '../data/delivery-creation';
import { classifyShareEmails } from '../data/delivery-creation-share';
import type { DemoState } from '../data/demo-state';
import { refuse } from '../data/refusal';
import { closeShareRow, recordShares } from '../data/share-records';
import { failure, forRoles, pathId, readBody, reply, withAccount } from './respond';

/** The server's newSecureKey: 24 random bytes, base64url. */
function newSecureKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

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
        if (input.expires_at && input.expires_at.getTime() <= Date.now())
          return failure(400, DELIVERY_MESSAGES.shareExpiryRule);
        const client = state.clients.find((c) => c.client_code === delivery.client_code);
        if (!client) return failure(404, CLIENT_MESSAGES.clientNotFound);
        const emails = classifyShareEmails(state, client, input.emails);
        const answer = (status: ShareEmailResponse['status'], message: string) =>
          reply(shareFileResponseSchema, {
            success: status !== 'failed',
            status,
            message,
            emails,
            client: client.client_code,
          });
        const actor = actorName(state.accounts, account);
        if (emails.invalid.length) return answer('failed', DELIVERY_MESSAGES.refreshAndRetry);
        if (emails.outside_org.length) {
          if (!input.accept_warning || !input.password) {
            // Addresses outside the organisation wait for the warning's confirmation: the attempt is on record.
            recordAccess(state.accessLogs, delivery.id, {
              type: 'share request',
              text: `${actor} asked to share the delivery outside the client's organisation`,
              sharedUsers: emails.outside_org,
            });
            return answer('warning', DELIVERY_MESSAGES.cannotShareOutside);
          }
          if (!passwordMatches(state.accounts, account, input.password))
            return failure(400, MESSAGES.incorrectPassword);
        }
        recordShares(state, delivery.id, actor, emails);
        return answer('success', DELIVERY_MESSAGES.deliveryShared);
      }),
    ),

    ...(['revoke', 'decline'] as const).map((action) =>
      http.post(
        action === 'revoke' ? API.assignments.revokeShare : API.assignments.declineShareRequest,
        forRoles(DELIVERY_ROLES, async ({ request }, account) => {
          const body = await readBody(request, revokeShareRequestSchema);
          const delivery = deliveryOf(body.delivery_id);
          const actor = actorName(state.accounts, account);
          const message = closeShareRow(state, action, delivery.id, actor, body.email);
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
        const actor = actorName(state.accounts, account);
        recordAccess(state.accessLogs, delivery.id, {
          type: 'resend_secure_key',
          text: resend ? `${actor} made a new secure key and e-mailed it` : `${actor} made a new secure key`,
          sharedUsers: resend
            ? (state.sharedLogs.get(delivery.id)?.shared ?? []).map((s) => s.shared_to_user_email)
            : [],
        });
        return reply(secureKeyResponseSchema, {
          success: true,
          message: resend ? DELIVERY_MESSAGES.secureKeySent : DELIVERY_MESSAGES.secureKeyMade,
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
        return new HttpResponse(accessLogCsv(state.accessLogs.get(delivery.id) ?? []), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="access-log-${delivery.batch_id}.csv"`,
            'cache-control': 'private, no-store',
          },
        });
      }),
    ),
  ];
}
