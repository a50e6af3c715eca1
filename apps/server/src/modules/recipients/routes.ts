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
} from '@ops/contracts';
import { unauthorized } from '../../lib/app-error.js';
import { requestOrigin } from '../access-log/index.js';
import { parseOr400 } from '../../lib/http-body.js';
import { requestCode, verifyLink } from './link-service.js';
import { requestColleagueAccess, withdrawColleagueRequest } from './colleague-requests.js';
import { recipientDownload, recipientFeedbackSave } from './recipient-actions.js';
import { listRecipientDeliveries, recipientDelivery } from './recipient-deliveries.js';
import { presentRecipientDelivery, presentRecipientDeliverySummary } from './presenter.js';
import { endRecipientSession, findRecipientSession } from './recipient-sessions.js';

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The recipients' portal (decision 0010). Staff sessions mean nothing here (`public` for the staff guard);
 * a recipient session does, and every call checks the share again, so a revoke ends access at once.
 */
export const recipientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, locator } = app.services;
  const config = { public: true };
  const origin = (request: FastifyRequest) => requestOrigin(request, locator);
  const recipient = async (request: FastifyRequest) => {
    const token = bearer(request);
    const session = token ? await findRecipientSession(db, token, clock.now()) : undefined;
    if (!session) throw unauthorized(RECIPIENT_MESSAGES.sessionEnded);
    return session.email;
  };
  const message = { response: { 200: recipientMessageResponseSchema } };

  // Bodies are parsed here rather than by the route schema, so each rule's own message is the answer.
  app.post(
    API.recipients.requestCode,
    { config: { ...config, docsBody: recipientCodeRequestSchema }, schema: message },
    async (request) =>
      requestCode(app.services, parseOr400(recipientCodeRequestSchema, request.body ?? {}).token),
  );

  app.post(
    API.recipients.verify,
    {
      config: { ...config, docsBody: recipientVerifyRequestSchema },
      schema: { response: { 200: recipientSessionResponseSchema } },
    },
    async (request) =>
      verifyLink(app.services, origin(request), parseOr400(recipientVerifyRequestSchema, request.body ?? {})),
  );

  app.post(API.recipients.logout, { config, schema: message }, async (request) => {
    const token = bearer(request);
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
      config: { ...config, docsBody: recipientDownloadRequestSchema },
      schema: { response: { 200: recipientDownloadResponseSchema } },
    },
    async (request) => {
      const email = await recipient(request);
      const input = parseOr400(recipientDownloadRequestSchema, request.body ?? {});
      return recipientDownload(app.services, email, origin(request), input);
    },
  );

  app.post(
    API.recipients.feedback,
    { config: { ...config, docsBody: recipientFeedbackRequestSchema }, schema: message },
    async (request) => {
      const email = await recipient(request);
      const input = parseOr400(recipientFeedbackRequestSchema, request.body ?? {});
      return recipientFeedbackSave(app.services, email, origin(request), input);
    },
  );

  app.post(
    API.recipients.requestAccess,
    { config: { ...config, docsBody: recipientAccessRequestSchema }, schema: message },
    async (request) => {
      const email = await recipient(request);
      const input = parseOr400(recipientAccessRequestSchema, request.body ?? {});
      return requestColleagueAccess(app.services, email, origin(request), input);
    },
  );

  app.post(
    API.recipients.withdrawRequest,
    { config: { ...config, docsBody: recipientWithdrawRequestSchema }, schema: message },
    async (request) => {
      const email = await recipient(request);
      const input = parseOr400(recipientWithdrawRequestSchema, request.body ?? {});
      return withdrawColleagueRequest(app.services, email, origin(request), input);
    },
  );
};
