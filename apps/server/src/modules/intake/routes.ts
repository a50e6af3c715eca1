import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  INTAKE_MESSAGES,
  INTAKE_MAX_ASSIGNMENTS,
  apiCandidates,
  createIntegrationKeyRequestSchema,
  createIntegrationKeyResponseSchema,
  idParamsSchema,
  intakeReportSchema,
  intakeRequestSchema,
  integrationKeyListResponseSchema,
  messageResponseSchema,
} from '@ops/contracts';
import { AppError } from '@/lib/app-error.js';
import { sheetLimits } from '@/lib/sheet-reader/read-sheet.js';
import { currentUser } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';
import { tableToCandidates } from './import-rows.js';
import { createIntegrationKeys } from './integration-keys.js';
import { presentIntegrationKey } from './presenter.js';
import { readImportFile } from './read-import-file.js';
import { upsertAssignments } from './upsert-assignments.js';
import { onlyFor } from '@/plugins/authentication.js';

/** Calls with a wrong key allowed per address and quarter hour; a right key gives its count back. */
const KEY_FAILURES_PER_WINDOW = 20;

/** Where workspace assignments come from: the console's import and the workflow tool's upsert API. */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, throttle, config } = app.services;
  const limits = sheetLimits(config);
  const keys = createIntegrationKeys(db);
  const report = { response: { 200: intakeReportSchema } };

  app.post(
    API.deliveries.assignmentImport,
    { config: onlyFor.importers, schema: report },
    async (request) => {
      const userId = currentUser(request).user.id;
      const scan = (name: string, bytes: Buffer) =>
        app.services.scanning.scanBytes({ name, source: 'import', userId }, bytes);
      const candidates = tableToCandidates(await readImportFile(request, scan, limits));
      if (candidates.length > INTAKE_MAX_ASSIGNMENTS) throw new AppError(413, INTAKE_MESSAGES.tooManyRows);
      return upsertAssignments(db, candidates, clock.now());
    },
  );

  // The workflow tool authenticates with its key, never with the browser's cookies or a session.
  app.post(
    API.deliveries.intake,
    {
      config: { public: true, skipCsrf: true },
      schema: { body: intakeRequestSchema, ...report },
      // The key is checked before the body, so a caller without one learns nothing about the format.
      onRequest: async (request) => {
        const attempt = await throttle.attempt({
          key: `intake-key:${request.ip}`,
          limit: KEY_FAILURES_PER_WINDOW,
          windowMinutes: 15,
        });
        await keys.verify(request.headers, clock.now());
        await attempt.release();
      },
    },
    async (request) => {
      return upsertAssignments(db, apiCandidates(request.body.assignments), clock.now());
    },
  );

  const keyConfig = onlyFor.keyAdmins;
  app.get(
    API.deliveries.integrationKeys,
    { config: keyConfig, schema: { response: { 200: integrationKeyListResponseSchema } } },
    async () => ({
      success: true as const,
      message: '',
      data: (await keys.list()).map((r) => presentIntegrationKey(r.key, r.creator)),
    }),
  );
  app.post(
    API.deliveries.integrationKeys,
    {
      config: keyConfig,
      schema: {
        body: createIntegrationKeyRequestSchema,
        response: { 200: createIntegrationKeyResponseSchema },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const { key, row } = await keys.create(request.body.name, user, clock.now());
      await audit(request, {
        action: 'integration_key.created',
        targetType: 'integration_key',
        targetId: row.id,
        details: { name: row.name, prefix: presentIntegrationKey(row, user).prefix },
      });
      return {
        success: true as const,
        message: INTAKE_MESSAGES.keyCreated,
        key,
        data: presentIntegrationKey(row, user),
      };
    },
  );
  app.delete(
    API.deliveries.integrationKeyById(':id'),
    { config: keyConfig, schema: { params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      if (await keys.revoke(request.params.id, clock.now())) {
        await audit(request, {
          action: 'integration_key.revoked',
          targetType: 'integration_key',
          targetId: request.params.id,
        });
      }
      return { success: true, message: INTAKE_MESSAGES.keyRevoked };
    },
  );
};
