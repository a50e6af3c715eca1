import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  API,
  FILE_REQUEST_MESSAGES,
  completeUploadResponseSchema,
  createFileRequestResponseSchema,
  createFileRequestSchema,
  fileRequestDownloadResponseSchema,
  fileRequestFileParamsSchema,
  fileRequestIdParamsSchema,
  fileRequestListQuerySchema,
  fileRequestListResponseSchema,
  fileRequestResponseSchema,
  recipientMessageResponseSchema,
  requestLinkCodeRequestSchema,
  requestLinkSessionResponseSchema,
  requestLinkVerifyRequestSchema,
  requestLinkViewResponseSchema,
  requestSubmitResponseSchema,
  requestSubmitSchema,
  requestUploadCompleteSchema,
  requestUploadUrlRequestSchema,
  resumeUploadRequestSchema,
  resumeUploadResponseSchema,
  uploadUrlResponseSchema,
} from '@ops/contracts';
import { bearerToken } from '@/lib/bearer-token.js';
import { currentUser, onlyFor } from '@/plugins/authentication.js';
import { listFileRequests } from './file-request-reader.js';
import {
  closeFileRequest,
  createFileRequest,
  fileRequestDetail,
  fileRequestDownload,
} from './file-request-service.js';
import { presentFileRequestItem } from './presenter.js';
import { assertRequestSession, requestLinkCode, verifyRequestLink } from './request-links.js';
import {
  requestLinkView,
  requestUploadComplete,
  requestUploadResume,
  requestUploadUrls,
  submitRequestFiles,
} from './request-uploads.js';

const idParams = fileRequestIdParamsSchema;

/** Staff's file requests (decision 0039): the staff who may deliver create, list, view and close them. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const config = onlyFor.deliverers;

  app.get(
    API.fileRequests.list,
    {
      config,
      schema: { querystring: fileRequestListQuerySchema, response: { 200: fileRequestListResponseSchema } },
    },
    async (request) => {
      const now = services.clock.now();
      const rows = await listFileRequests(services.db, request.query, now);
      return {
        success: true as const,
        message: FILE_REQUEST_MESSAGES.fetched,
        data: rows.map((row) => presentFileRequestItem(row, now)),
      };
    },
  );

  app.post(
    API.fileRequests.list,
    { config, schema: { body: createFileRequestSchema, response: { 200: createFileRequestResponseSchema } } },
    async (request) => createFileRequest(services, request, currentUser(request).user, request.body),
  );

  app.get(
    API.fileRequests.byId(':id'),
    { config, schema: { params: idParams, response: { 200: fileRequestResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: FILE_REQUEST_MESSAGES.detail,
      data: await fileRequestDetail(services, request.params.id),
    }),
  );

  app.post(
    API.fileRequests.close(':id'),
    { config, schema: { params: idParams, response: { 200: fileRequestResponseSchema } } },
    async (request) => closeFileRequest(services, request, request.params.id),
  );

  app.get(
    API.fileRequests.download(':id', ':fileId'),
    {
      config,
      schema: { params: fileRequestFileParamsSchema, response: { 200: fileRequestDownloadResponseSchema } },
    },
    async (request) => fileRequestDownload(services, request.params.id, request.params.fileId),
  );
};

/**
 * The contact's side: public for the staff guard; the code and verify calls take the link's token, every
 * other call a request session for the request in its path (a recipient's session means nothing here).
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const config = { public: true };
  // Part of moving a file's bytes: these do not give way to people's requests (reads first), as the staff's.
  const bulk = { public: true, bulk: true };
  // The session is checked before the body, so a signed-out contact is told so whatever they sent.
  const signedIn = async (request: FastifyRequest) => {
    const id = fileRequestIdParamsSchema.safeParse(request.params);
    const now = services.clock.now();
    await assertRequestSession(services.db, bearerToken(request), id.success ? id.data.id : 0, now);
  };

  app.post(
    API.requestLinks.requestCode,
    {
      config,
      schema: { body: requestLinkCodeRequestSchema, response: { 200: recipientMessageResponseSchema } },
    },
    async (request) => requestLinkCode(services, request.body.token),
  );

  app.post(
    API.requestLinks.verify,
    {
      config,
      schema: { body: requestLinkVerifyRequestSchema, response: { 200: requestLinkSessionResponseSchema } },
    },
    async (request) => verifyRequestLink(services, request.body),
  );

  app.get(
    API.requestLinks.byId(':id'),
    {
      config,
      preValidation: signedIn,
      schema: { params: idParams, response: { 200: requestLinkViewResponseSchema } },
    },
    async (request) => requestLinkView(services, request.params.id),
  );

  app.post(
    API.requestLinks.getUrl(':id'),
    {
      config: bulk,
      preValidation: signedIn,
      schema: {
        params: idParams,
        body: requestUploadUrlRequestSchema,
        response: { 200: uploadUrlResponseSchema },
      },
    },
    async (request) => requestUploadUrls(services, request.params.id, request.body),
  );

  app.post(
    API.requestLinks.resume(':id'),
    {
      config: bulk,
      preValidation: signedIn,
      schema: {
        params: idParams,
        body: resumeUploadRequestSchema,
        response: { 200: resumeUploadResponseSchema },
      },
    },
    async (request) => requestUploadResume(services, request.params.id, request.body.upload_id),
  );

  app.post(
    API.requestLinks.complete(':id'),
    {
      config: bulk,
      preValidation: signedIn,
      schema: {
        params: idParams,
        body: requestUploadCompleteSchema,
        response: { 200: completeUploadResponseSchema },
      },
    },
    async (request) => requestUploadComplete(services, request.params.id, request.body),
  );

  app.post(
    API.requestLinks.submit(':id'),
    {
      config,
      preValidation: signedIn,
      schema: { params: idParams, body: requestSubmitSchema, response: { 200: requestSubmitResponseSchema } },
    },
    async (request) => submitRequestFiles(services, request.params.id, request.body),
  );
};

export const fileRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(contactRoutes);
};
