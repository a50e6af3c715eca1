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
  recipientAnswerMessages,
  recipientFeedbackRequestSchema,
  recipientLanguageRequestSchema,
  recipientLanguageResponseSchema,
  recipientSessionResponseSchema,
  recipientVerifyRequestSchema,
  RECIPIENT_SESSION_HOURS,
  SHARE_LOG,
  formatFileName,
  recipientFeedbackComment,
  versionZipName,
  NOTIFICATION_TEXTS,
} from '@ops/contracts';
import type { SharedLogEntry } from '@ops/contracts';
import { recordAccess } from '../data/access-records';
import type { DemoState } from '../data/demo-state';
import { recipientFileId, recipientSummary, recipientView, sharedWith } from '../data/recipient-views';
import { DEMO_RECIPIENT, ratingKey, recipientSessionToken } from '../data/recipients';
import { downloadFormatsOf, sampleFileUrl } from '../data/sample-files';
import { closeShareRow, countDownload, requestColleague } from '../data/share-records';
import {
  asRecipient,
  closeRecipientSession,
  notShared,
  openRecipientSession,
  recipientLanguages,
  said,
  sharedDelivery,
} from './recipient-session';
import { addDemoNotification } from './notification-handlers';
import { failure, open, readBody, reply } from './respond';
import { clockIso } from '../data/demo-clock';

const paths = API.recipients;

/** The recipients' portal (decision 0010) for the demo's sample recipient, over the session's shares. */
export function recipientHandlers(state: DemoState) {
  /**
   * The share the personal link opens, as the server's link names one share: the sample recipient's share
   * of the newest delivery shared with her when the demo starts. Once that share has ended or been revoked
   * the link is refused, as the server refuses it, rather than opening an older delivery.
   */
  const linkedId = sharedWith(state, DEMO_RECIPIENT.email)[0]?.delivery.id;
  const linkDelivery = (token: string) =>
    token === DEMO_RECIPIENT.linkToken ? sharedDelivery(state, DEMO_RECIPIENT.email, linkedId) : undefined;

  /** Counts one access of the address's share (Times Accessed, Last Accessed on), as the server does. */
  const countAccess = (share: SharedLogEntry) => {
    share.accessed_number += 1;
    share.last_accessed_time = clockIso(state.clock);
    return share;
  };

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
        const linked = linkDelivery(body.token);
        if (!linked) return failure(404, RECIPIENT_MESSAGES.linkInvalid);
        if (body.code !== DEMO_RECIPIENT.code) return failure(400, RECIPIENT_MESSAGES.codeWrong);
        const { delivery } = linked;
        countAccess(linked.share);
        openRecipientSession(state, DEMO_RECIPIENT.email);
        recordAccess(state, delivery.id, {
          ...SHARE_LOG.opened(DEMO_RECIPIENT.email, 'code'),
          actor: DEMO_RECIPIENT.email,
        });
        return reply(recipientSessionResponseSchema, {
          success: true,
          message: RECIPIENT_MESSAGES.signedIn,
          token: recipientSessionToken(DEMO_RECIPIENT.email),
          email: DEMO_RECIPIENT.email,
          expires_at: new Date(state.clock() + RECIPIENT_SESSION_HOURS * 3_600_000).toISOString(),
          delivery_id: delivery.id,
          language: recipientLanguages(state).get(DEMO_RECIPIENT.email) ?? null,
          client_language: 'en',
        });
      }),
    ),

    http.post(paths.logout, ({ request }) => {
      closeRecipientSession(state, request);
      return said(RECIPIENT_MESSAGES.signedOut);
    }),

    // Remembered for the recipient's next sign-in; said, as the server does, in the language chosen.
    http.post(
      paths.language,
      asRecipient(state, async (request, email) => {
        const { language } = await readBody(request, recipientLanguageRequestSchema);
        recipientLanguages(state).set(email, language);
        const { createTranslator, loadCatalogue } = await import('@ops/contracts/i18n');
        const spoken = createTranslator(language, await loadCatalogue(language));
        return reply(recipientLanguageResponseSchema, {
          success: true,
          message: spoken.t(recipientAnswerMessages.languageSaved),
          language,
        });
      }),
    ),

    http.get(
      paths.deliveries,
      asRecipient(state, (_request, email) =>
        reply(recipientDeliveriesResponseSchema, {
          success: true,
          message: RECIPIENT_MESSAGES.deliveriesReady,
          email,
          data: sharedWith(state, email).map(({ delivery, share }) =>
            recipientSummary(state, delivery, share),
          ),
        }),
      ),
    ),

    http.get(
      paths.delivery(':id'),
      asRecipient(state, (_request, email, { params }) => {
        const id = idParamsSchema.safeParse(params);
        const shared = id.success ? sharedDelivery(state, email, id.data.id) : undefined;
        if (!shared) return notShared();
        return reply(recipientDeliveryResponseSchema, {
          success: true,
          message: RECIPIENT_MESSAGES.deliveriesReady,
          data: recipientView(state, shared, email),
        });
      }),
    ),

    http.post(
      paths.download,
      asRecipient(state, async (request, email) => {
        const body = await readBody(request, recipientDownloadRequestSchema);
        const { delivery_id, version, file_id, format } = body;
        const shared = sharedDelivery(state, email, delivery_id);
        const target = shared?.delivery.target_versions.find((v) => v.version === version);
        if (!shared || !target) return notShared();
        const { delivery, share } = shared;
        let name = versionZipName(delivery.batch_id, version);
        let files = target.files.map((f) => f.name);
        if (file_id !== undefined) {
          const file = target.files.find((_f, index) => recipientFileId(version, index) === file_id);
          const formats = file ? downloadFormatsOf(file).map((f) => f.format) : [];
          const chosen = format ?? formats[0];
          if (!file || !chosen || !formats.includes(chosen)) return notShared();
          name = formatFileName(file.name, chosen);
          files = [name];
        }
        const downloads = countDownload(share, version, delivery.current_version);
        if (!downloads) return failure(409, RECIPIENT_MESSAGES.downloadLimitReached);
        countAccess(share).last_download_version = version;
        recordAccess(state, delivery.id, {
          ...SHARE_LOG.downloaded(email, name, version, files),
          actor: email,
        });
        if (downloads === 1)
          addDemoNotification(state, {
            kind: 'first_download',
            text: NOTIFICATION_TEXTS.firstDownload(email, delivery.batch_id, version),
            delivery_id: delivery.id,
          });
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
      asRecipient(state, async (request, email) => {
        const body = await readBody(request, recipientFeedbackRequestSchema);
        const { delivery_id, version, rating, comment } = body;
        const delivery = sharedDelivery(state, email, delivery_id)?.delivery;
        const target = delivery?.target_versions.find((v) => v.version === version);
        if (!delivery || !target) return notShared();
        state.recipientRatings.set(ratingKey(email, delivery, version), {
          rating,
          comment,
          saved_at: new Date(state.clock()),
        });
        // As on the server: the rating is the version's overall feedback and a comment staff see.
        target.overall_feedback = rating;
        const names = target.files.map((f) => f.name);
        const by = { id: state.nextCommentId++, user: email, datetime: clockIso(state.clock) };
        const staffSee = { ...by, type: 'feedback', ...recipientFeedbackComment(body, names) };
        state.comments.set(delivery.id, [...(state.comments.get(delivery.id) ?? []), staffSee]);
        recordAccess(state, delivery.id, { ...SHARE_LOG.rated(email, version, rating, names), actor: email });
        addDemoNotification(state, {
          kind: 'feedback',
          text: NOTIFICATION_TEXTS.feedback(email, delivery.batch_id, version, rating),
          delivery_id: delivery.id,
        });
        return said(RECIPIENT_MESSAGES.feedbackSaved);
      }),
    ),

    ...(['request', 'withdraw'] as const).map((action) =>
      http.post(
        action === 'request' ? paths.requestAccess : paths.withdrawRequest,
        asRecipient(state, async (request, email) => {
          const body = await readBody(request, recipientAccessRequestSchema);
          const delivery = sharedDelivery(state, email, body.delivery_id)?.delivery;
          if (!delivery) return notShared();
          if (action === 'withdraw')
            return said(closeShareRow(state, 'withdraw', delivery.id, email, body.email).message);
          const { message, requested } = requestColleague(state, delivery.id, email, body.email);
          if (requested)
            addDemoNotification(state, {
              kind: 'access_request',
              text: NOTIFICATION_TEXTS.accessRequest(email, body.email, delivery.batch_id),
              delivery_id: delivery.id,
            });
          return said(message);
        }),
      ),
    ),
  ];
}
