import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  DELIVERY_MESSAGES,
  completeUploadRequestSchema,
  completeUploadResponseSchema,
  legacyCompleteResponseSchema,
  legacyUploadUrlRequestSchema,
  resumeUploadRequestSchema,
  resumeUploadResponseSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
} from '@ops/contracts';
import { currentUser } from '@/plugins/authentication.js';
import { completeUpload } from './complete-upload.js';
import { partRoutes } from './part-routes.js';
import { resumeUpload, startUpload } from './upload-service.js';
import { onlyFor } from '@/plugins/authentication.js';

/** Chunked uploads: part URLs (new, update and the older fixed-address call), part PUTs, complete, resume. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  // Part of moving a file's bytes, not a person waiting on a screen: parts do not give way to these (reads first).
  const config = { ...onlyFor.deliverers, bulk: true };
  const urlRoute = {
    config,
    schema: { body: uploadUrlRequestSchema, response: { 200: uploadUrlResponseSchema } },
  };
  const completeRoute = {
    config,
    schema: { body: completeUploadRequestSchema, response: { 200: completeUploadResponseSchema } },
  };

  app.post(API.deliveries.uploadGetUrl, urlRoute, async (request) =>
    startUpload(services, { userId: currentUser(request).user.id }, 'new', request.body),
  );
  app.post(API.deliveries.updateGetUrl, urlRoute, async (request) =>
    startUpload(services, { userId: currentUser(request).user.id }, 'update', request.body),
  );
  app.post(
    API.deliveries.legacyGetUrls,
    { config, schema: { body: legacyUploadUrlRequestSchema, response: { 200: uploadUrlResponseSchema } } },
    async (request) =>
      startUpload(services, { userId: currentUser(request).user.id }, 'legacy', request.body),
  );

  app.post(API.deliveries.multipartComplete, completeRoute, async (request) => ({
    success: true as const,
    message: '',
    details: await completeUpload(services, { userId: currentUser(request).user.id }, request.body),
  }));
  app.post(
    API.deliveries.legacyComplete,
    {
      config,
      schema: { body: completeUploadRequestSchema, response: { 200: legacyCompleteResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: DELIVERY_MESSAGES.legacyUploadDone,
      details: await completeUpload(services, { userId: currentUser(request).user.id }, request.body),
    }),
  );

  app.post(
    API.deliveries.uploadResume,
    { config, schema: { body: resumeUploadRequestSchema, response: { 200: resumeUploadResponseSchema } } },
    async (request) =>
      resumeUpload(services, { userId: currentUser(request).user.id }, request.body.upload_id),
  );

  await app.register(partRoutes);
};
