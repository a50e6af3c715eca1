import { http } from 'msw';
import {
  API,
  idParamsSchema,
  RECIPIENT_MESSAGES,
  recipientAccessRequestSchema,
  recipientCodeRequestSchema,
  recipientDeliveriesResponseSchema,
  recipientDeliveryResponseSchema,
  recipientDownloadRequestSchema,
  recipientDownloadResponseSchema,
  recipientFeedbackRequestSchema,
  recipientMessageResponseSchema,
  recipientSessionResponseSchema,
  recipientVerifyRequestSchema,
  recipientWithdrawRequestSchema,
} from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { newShareRow, visitorLogEntry } from '../data/activity';
import type { DemoState } from '../data/demo-state';
import {
  recipientFileId,
  recipientSummary,
  recipientVersions,
  shareOf,
  sharedWith,
} from '../data/recipient-views';
import { DEMO_RECIPIENT, ratingKey, recipientOfSession, recipientSessionToken } from '../data/recipients';
import { sampleFileUrl } from '../data/sample-files';
import { failure, open, readBody, reply } from './respond';
import type { CallInfo } from './respond';

const paths = API.recipients;
const SESSION_HOURS = 8;
/** Requests for colleagues a recipient may have waiting on one delivery, as on the server. */
const MAX_OPEN_REQUESTS = 5;

const said = (message: string) => reply(recipientMessageResponseSchema, { success: true, message });

/** The recipients' portal (decision 0010) for the demo's sample recipient, over the session's shares. */
export function recipientHandlers(state: DemoState) {
  /** The delivery the personal link opens: the newest still shared with the recipient. */
  const linkDelivery = (token: string) =>
    token === DEMO_RECIPIENT.linkToken ? sharedWith(state, DEMO_RECIPIENT.email)[0] : undefined;

  const log = (delivery: FileDetails, type: string, text: string, files: string[] = []) =>
    state.accessLogs.get(delivery.id)?.unshift(visitorLogEntry(new Date().toISOString(), type, text, files));

  /** A call of a signed-in recipient: 401 (the page says access ended) without a session. */
  const asRecipient = (
    resolve: (request: Request, email: string, call: CallInfo) => Promise<Response> | Response,
  ) =>
    open((call) => {
      const header = call.request.headers.get('authorization') ?? '';
      const email = header.startsWith('Bearer ') ? recipientOfSession(header.slice('Bearer '.length)) : null;
      return email ? resolve(call.request, email, call) : failure(401, RECIPIENT_MESSAGES.sessionEnded);
    });

  /** The delivery, if shared with the address now; a revoke ends access at once. */
  const sharedDelivery = (email: string, id: unknown) => {
    const delivery = state.deliveries.find((d) => d.id === Number(id));
    return delivery && shareOf(state, delivery, email) ? delivery : undefined;
  };

  const notShared = () => failure(404, RECIPIENT_MESSAGES.deliveryNotFound);

  return [
    http.post(
      paths.requestCode,
      open(async ({ request }) => {
        const body = await readBody(request, recipientCodeRequestSchema);
        if (!linkDelivery(body.token)) return failure(404, RECIPIENT_MESSAGES.linkInvalid);
        return said(RECIPIENT_MESSAGES.codeSent);
      }),
    ),

    http.post(
      paths.verify,
      open(async ({ request }) => {
        const body = await readBody(request, recipientVerifyRequestSchema);
        const delivery = linkDelivery(body.token);
        if (!delivery) return failure(404, RECIPIENT_MESSAGES.linkInvalid);
        if (body.code !== DEMO_RECIPIENT.code) return failure(400, RECIPIENT_MESSAGES.codeWrong);
        const share = shareOf(state, delivery, DEMO_RECIPIENT.email)!;
        share.accessed_number += 1;
        share.last_accessed_time = new Date().toISOString();
        log(delivery, 'accessed', `${DEMO_RECIPIENT.email} opened the delivery.`);
        return reply(recipientSessionResponseSchema, {
          success: true,
          message: RECIPIENT_MESSAGES.signedIn,
          token: recipientSessionToken(DEMO_RECIPIENT.email),
          email: DEMO_RECIPIENT.email,
          expires_at: new Date(Date.now() + SESSION_HOURS * 3_600_000).toISOString(),
          delivery_id: delivery.id,
        });
      }),
    ),

    http.post(paths.logout, () => said(RECIPIENT_MESSAGES.signedOut)),

    http.get(
      paths.deliveries,
      asRecipient((_request, email) =>
        reply(recipientDeliveriesResponseSchema, {
          success: true,
          message: RECIPIENT_MESSAGES.deliveriesReady,
          email,
          data: sharedWith(state, email).map((d) => recipientSummary(d, shareOf(state, d, email)!)),
        }),
      ),
    ),

    http.get(
      paths.delivery(':id'),
      asRecipient((_request, email, { params }) => {
        const id = idParamsSchema.safeParse(params);
        const delivery = id.success ? sharedDelivery(email, id.data.id) : undefined;
        if (!delivery) return notShared();
        const requests = state.sharedLogs.get(delivery.id)?.requests ?? [];
        return reply(recipientDeliveryResponseSchema, {
          success: true,
          message: RECIPIENT_MESSAGES.deliveriesReady,
          data: {
            ...recipientSummary(delivery, shareOf(state, delivery, email)!),
            versions: recipientVersions(state, delivery, email),
            requests: requests
              .filter((r) => r.shared_by === email)
              .map((r) => ({
                email: r.shared_to_user_email,
                requested_at: r.last_accessed_time ?? delivery.actual_delivery ?? new Date().toISOString(),
              })),
          },
        });
      }),
    ),

    http.post(
      paths.download,
      asRecipient(async (request, email) => {
        const body = await readBody(request, recipientDownloadRequestSchema);
        const { delivery_id, version, file_id, format } = body;
        const delivery = sharedDelivery(email, delivery_id);
        const target = delivery?.target_versions.find((v) => v.version === version);
        if (!delivery || !target) return notShared();
        let name = target.zip_link?.name ?? `${delivery.batch_id}-v${version}.zip`;
        if (file_id !== undefined) {
          const file = target.files.find((_f, index) => recipientFileId(version, index) === file_id);
          const chosen = format ?? Object.keys(file?.links ?? {})[0];
          if (!file || !chosen || !(chosen in file.links)) return notShared();
          name = `${file.name.replace(/\.[^.]+$/, '')}.${chosen}`;
        }
        const share = shareOf(state, delivery, email)!;
        share.last_download_version = version;
        log(delivery, 'download', `${email} downloaded ${name}.`, [name]);
        return reply(recipientDownloadResponseSchema, {
          success: true,
          message: '',
          download_url: sampleFileUrl(name),
          name,
        });
      }),
    ),

    http.post(
      paths.feedback,
      asRecipient(async (request, email) => {
        const body = await readBody(request, recipientFeedbackRequestSchema);
        const { delivery_id, version, rating, comment } = body;
        const delivery = sharedDelivery(email, delivery_id);
        if (!delivery || !delivery.target_versions.some((v) => v.version === version)) return notShared();
        state.recipientRatings.set(ratingKey(email, delivery, version), { rating, comment });
        log(delivery, 'feedback', `${email} rated version ${version} ${rating} out of 5.`);
        return said(RECIPIENT_MESSAGES.feedbackSaved);
      }),
    ),

    http.post(
      paths.requestAccess,
      asRecipient(async (request, email) => {
        const body = await readBody(request, recipientAccessRequestSchema);
        const delivery = sharedDelivery(email, body.delivery_id);
        if (!delivery) return notShared();
        const colleague = body.email;
        const logs = state.sharedLogs.get(delivery.id)!;
        if (logs.shared.some((s) => s.shared_to_user_email === colleague))
          return failure(400, RECIPIENT_MESSAGES.alreadyShared);
        if (!logs.requests.some((r) => r.shared_to_user_email === colleague)) {
          if (logs.requests.filter((r) => r.shared_by === email).length >= MAX_OPEN_REQUESTS)
            return failure(400, RECIPIENT_MESSAGES.tooManyRequests);
          logs.requests.push(newShareRow(colleague, email, new Date().toISOString()));
          log(delivery, 'share request', `${email} asked to share the delivery with ${colleague}.`);
        }
        return said(RECIPIENT_MESSAGES.requestSent);
      }),
    ),

    http.post(
      paths.withdrawRequest,
      asRecipient(async (request, email) => {
        const body = await readBody(request, recipientWithdrawRequestSchema);
        const delivery = sharedDelivery(email, body.delivery_id);
        if (!delivery) return notShared();
        const logs = state.sharedLogs.get(delivery.id)!;
        const open = (r: (typeof logs.requests)[number]) =>
          r.shared_by === email && r.shared_to_user_email === body.email;
        if (!logs.requests.some(open)) return failure(400, RECIPIENT_MESSAGES.noOpenRequest);
        logs.requests = logs.requests.filter((r) => !open(r));
        return said(RECIPIENT_MESSAGES.requestWithdrawn);
      }),
    ),
  ];
}
