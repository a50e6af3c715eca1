import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  API,
  RECIPIENT_MESSAGES,
  idParamsSchema,
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
  recipientLanguageRequestSchema,
  recipientLanguageResponseSchema,
  recipientAnswerMessages,
  recipientApproveRequestSchema,
  recipientComplaintRequestSchema,
  recipientReopenRequestSchema,
  complaintResponseSchema,
} from '@ops/contracts';
import { unauthorized } from '@/lib/app-error.js';
import { bearerToken } from '@/lib/bearer-token.js';
import { requestOrigin } from '../access-log/index.js';
import { requestCode, verifyLink } from './link-service.js';
import { requestColleagueAccess, withdrawColleagueRequest } from './colleague-requests.js';
import { recipientDownload, recipientFeedbackSave } from './recipient-actions.js';
import { listRecipientDeliveries, recipientDelivery } from './recipient-deliveries.js';
import { approveVersion, raiseComplaint, reopenComplaint } from './recipient-complaints.js';
import { presentRecipientDelivery, presentRecipientDeliverySummary } from './presenter.js';
import { endRecipientSession, findRecipientSession } from './recipient-sessions.js';
import {
  localiseAnswers,
  rememberRecipientLanguage,
  requestLocale,
  translatorFor,
} from '../languages/index.js';

/**
 * The recipients' portal (decision 0010). Staff sessions mean nothing here (`public` for the staff guard);
 * a recipient session does, and every call checks the share again, so a revoke ends access at once.
 */
export const recipientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, locator } = app.services;
  const config = { public: true };
  const origin = (request: FastifyRequest) => requestOrigin(request, locator);
  const recipient = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await findRecipientSession(db, token, clock.now()) : undefined;
    if (!session) throw unauthorized(RECIPIENT_MESSAGES.sessionEnded);
    return session.email;
  };
  const message = { response: { 200: recipientMessageResponseSchema } };
  // The session is checked before the body, so a signed-out recipient is told so whatever they sent.
  const signedInEmails = new WeakMap<FastifyRequest, string>();
  const signedIn = async (request: FastifyRequest) => {
    signedInEmails.set(request, await recipient(request));
  };
  const emailOf = (request: FastifyRequest) => signedInEmails.get(request)!;
  localiseAnswers(app);

  app.post(
    API.recipients.requestCode,
    { config, schema: { ...message, body: recipientCodeRequestSchema } },
    async (request) => requestCode(app.services, request.body.token, requestLocale(request)),
  );

  app.post(
    API.recipients.verify,
    {
      config,
      schema: { body: recipientVerifyRequestSchema, response: { 200: recipientSessionResponseSchema } },
    },
    async (request) => verifyLink(app.services, origin(request), request.body),
  );

  app.post(API.recipients.logout, { config, schema: message }, async (request) => {
    const token = bearerToken(request);
    if (token) await endRecipientSession(db, token);
    return { success: true as const, message: RECIPIENT_MESSAGES.signedOut };
  });

  app.get(
    API.recipients.deliveries,
    { config, schema: { response: { 200: recipientDeliveriesResponseSchema } } },
    async (request) => {
      const email = await recipient(request);
      return {
        success: true as const,
        message: RECIPIENT_MESSAGES.deliveriesReady,
        email,
        data: (await listRecipientDeliveries(db, email, clock.now())).map(presentRecipientDeliverySummary),
      };
    },
  );

  app.get(
    API.recipients.delivery(':id'),
    { config, schema: { params: idParamsSchema, response: { 200: recipientDeliveryResponseSchema } } },
    async (request) => {
      const email = await recipient(request);
      return {
        success: true as const,
        message: RECIPIENT_MESSAGES.deliveriesReady,
        data: presentRecipientDelivery(await recipientDelivery(db, email, request.params.id, clock.now())),
      };
    },
  );

  app.post(
    API.recipients.download,
    {
      config,
      preValidation: signedIn,
      schema: { body: recipientDownloadRequestSchema, response: { 200: recipientDownloadResponseSchema } },
    },
    async (request) => recipientDownload(app.services, emailOf(request), origin(request), request.body),
  );

  app.post(
    API.recipients.feedback,
    { config, preValidation: signedIn, schema: { ...message, body: recipientFeedbackRequestSchema } },
    async (request) => recipientFeedbackSave(app.services, emailOf(request), origin(request), request.body),
  );

  app.post(
    API.recipients.requestAccess,
    { config, preValidation: signedIn, schema: { ...message, body: recipientAccessRequestSchema } },
    async (request) => requestColleagueAccess(app.services, emailOf(request), origin(request), request.body),
  );

  app.post(
    API.recipients.withdrawRequest,
    { config, preValidation: signedIn, schema: { ...message, body: recipientWithdrawRequestSchema } },
    async (request) =>
      withdrawColleagueRequest(app.services, emailOf(request), origin(request), request.body),
  );

  app.post(
    API.recipients.language,
    {
      config,
      preValidation: signedIn,
      schema: { body: recipientLanguageRequestSchema, response: { 200: recipientLanguageResponseSchema } },
    },
    async (request) => {
      const { language } = request.body;
      await rememberRecipientLanguage(db, emailOf(request), { chosen: language }, clock.now());
      // Said in the language just chosen, whatever the page asked in.
      const message = translatorFor(language).t(recipientAnswerMessages.languageSaved);
      return { success: true as const, message, language };
    },
  );

  app.post(
    API.recipients.approve,
    { config, preValidation: signedIn, schema: { ...message, body: recipientApproveRequestSchema } },
    async (request) => approveVersion(app.services, emailOf(request), origin(request), request.body),
  );

  app.post(
    API.recipients.complaints,
    {
      config,
      preValidation: signedIn,
      schema: { body: recipientComplaintRequestSchema, response: { 200: complaintResponseSchema } },
    },
    async (request) => raiseComplaint(app.services, emailOf(request), origin(request), request.body),
  );

  app.post(
    API.recipients.reopenComplaint(':id'),
    {
      config,
      preValidation: signedIn,
      schema: {
        params: idParamsSchema,
        body: recipientReopenRequestSchema,
        response: { 200: complaintResponseSchema },
      },
    },
    async (request) =>
      reopenComplaint(app.services, emailOf(request), origin(request), request.params.id, request.body.text),
  );
};
