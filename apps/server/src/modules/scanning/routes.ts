import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, quarantineListResponseSchema } from '@ops/contracts';
import { onlyFor } from '@/plugins/authentication.js';
import { presentQuarantined } from './presenter.js';
import { listQuarantined } from './quarantine-reader.js';

/** The operations admins' list of quarantined uploads; their bytes are never served. */
export const scanningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.scanning.quarantine,
    { config: onlyFor.staffAdmins, schema: { response: { 200: quarantineListResponseSchema } } },
    async () => ({
      success: true as const,
      data: (await listQuarantined(app.services.db)).map(presentQuarantined),
    }),
  );
};
