import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  RETENTION_MESSAGES,
  idParamsSchema,
  recipientErasurePreviewResponseSchema,
  recipientErasureRequestSchema,
  recipientErasureResponseSchema,
  recycleBinResponseSchema,
  retentionClientsResponseSchema,
  retentionMessageResponseSchema,
  retentionPeriodRequestSchema,
  retentionPeriodResponseSchema,
  nothingErasedRefusal,
  staffAddressRefusal,
  retentionClient,
} from '@ops/contracts';
import { conflict, notFound } from '@/lib/app-error.js';
import { throwRefusal } from '@/lib/rule-refusal.js';
import { currentUser, onlyFor } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';
import { presentRecycleBinEntry } from './presenter.js';
import { eraseRecipient, previewRecipientErasure } from './recipient-erasure.js';
import { purgeDeliveryFiles, removeDeliveryFiles, restoreDeliveryFiles } from './recycle-bin.js';
import { findDelivery, listRecycleBin, listRetentionClients, setRetentionDays } from './retention-admin.js';

const message = { 200: retentionMessageResponseSchema };
const config = onlyFor.retentionAdmins;

/** Retention periods, the recycle bin and erasure on request (decision 0023), for operations admins. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config: settings } = app.services;
  const defaultDays = settings.RETENTION_DAYS;

  app.get(
    API.retention.clients,
    { config, schema: { response: { 200: retentionClientsResponseSchema } } },
    async () => ({
      success: true as const,
      message: '',
      default_days: defaultDays,
      data: (await listRetentionClients(db)).map((row) => retentionClient(row, defaultDays)),
    }),
  );

  app.put(
    API.retention.clientById(':id'),
    {
      config,
      schema: {
        params: idParamsSchema,
        body: retentionPeriodRequestSchema,
        response: { 200: retentionPeriodResponseSchema },
      },
    },
    async (request) => {
      const changed = await setRetentionDays(db, request.params.id, request.body.retention_days);
      if (!changed) throw notFound(RETENTION_MESSAGES.clientNotFound);
      await audit(request, {
        action: 'retention.changed',
        targetType: 'client',
        targetId: changed.after.id,
        clientId: changed.after.id,
        details: {
          from: changed.before.retention_days,
          to: changed.after.retention_days,
          default_days: defaultDays,
        },
      });
      return {
        success: true as const,
        message: RETENTION_MESSAGES.periodSaved,
        data: retentionClient(changed.after, defaultDays),
      };
    },
  );

  app.get(
    API.retention.recycleBin,
    { config, schema: { response: { 200: recycleBinResponseSchema } } },
    async () => ({
      success: true as const,
      message: '',
      data: (await listRecycleBin(db)).map(presentRecycleBinEntry),
    }),
  );

  app.post(
    API.retention.restore(':id'),
    { config, schema: { params: idParamsSchema, response: message } },
    async (request) => {
      const restored = await restoreDeliveryFiles(app.services, request.params.id);
      if (!restored) throw notFound(RETENTION_MESSAGES.notInBin);
      await audit(request, {
        action: 'retention.files_restored',
        targetType: 'delivery',
        targetId: restored.id,
        clientId: restored.client_id,
        details: { batch_id: restored.batch_id },
      });
      return { success: true as const, message: RETENTION_MESSAGES.restored };
    },
  );

  app.post(
    API.retention.purge(':id'),
    { config, schema: { params: idParamsSchema, response: message } },
    async (request) => {
      const purged = await purgeDeliveryFiles(app.services, request.params.id);
      if (!purged) throw notFound(RETENTION_MESSAGES.notInBin);
      await audit(request, {
        action: 'retention.files_purged',
        targetType: 'delivery',
        targetId: purged.id,
        clientId: purged.client_id,
        details: { batch_id: purged.batch_id, reason: purged.reason },
      });
      return { success: true as const, message: RETENTION_MESSAGES.purged };
    },
  );

  app.post(
    API.retention.eraseFiles(':id'),
    { config, schema: { params: idParamsSchema, response: message } },
    async (request) => {
      const delivery = await findDelivery(db, request.params.id);
      if (!delivery) throw notFound(RETENTION_MESSAGES.deliveryNotFound);
      const { user } = currentUser(request);
      const erased = await removeDeliveryFiles(app.services, delivery.id, 'erasure', user.id);
      if (!erased) throw conflict(RETENTION_MESSAGES.alreadyRemoved);
      await audit(request, {
        action: 'erasure.delivery_files',
        targetType: 'delivery',
        targetId: erased.id,
        clientId: erased.client_id,
        details: { batch_id: erased.batch_id, files: erased.files },
      });
      return { success: true as const, message: RETENTION_MESSAGES.erased };
    },
  );

  app.post(
    API.retention.recipientErasurePreview,
    {
      config,
      schema: {
        body: recipientErasureRequestSchema,
        response: { 200: recipientErasurePreviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: '',
      data: await previewRecipientErasure(db, request.body.email),
    }),
  );

  app.post(
    API.retention.recipientErasure,
    {
      config,
      schema: { body: recipientErasureRequestSchema, response: { 200: recipientErasureResponseSchema } },
    },
    async (request) => {
      throwRefusal(staffAddressRefusal(!!(await app.services.users.findByEmail(request.body.email))));
      const { pseudonym, counts } = await eraseRecipient(db, request.body.email, clock.now());
      throwRefusal(nothingErasedRefusal(counts));
      // The pseudonym, never the address: the trail cannot be rewritten.
      await audit(request, {
        action: 'erasure.recipient',
        targetType: 'recipient',
        targetId: pseudonym,
        details: counts,
      });
      return { success: true as const, message: RETENTION_MESSAGES.recipientErased, pseudonym, data: counts };
    },
  );
};
