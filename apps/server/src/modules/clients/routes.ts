import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CLIENT_MESSAGES,
  clientCodeSchema,
  clientCodeVerdict,
  clientListQuerySchema,
  clientListResponseSchema,
  clientResponseSchema,
  clientSearchQuerySchema,
  createClientRequestSchema,
  defaultClient,
  defaultClientsResponseSchema,
  firstFreeClientCode,
  generateClientCodeQuerySchema,
  generateClientCodeResponseSchema,
  idParamsSchema,
  updateClientRequestSchema,
  verifyClientCodeQuerySchema,
  verifyClientCodeResponseSchema,
} from '@ops/contracts';
import { badRequest, notFound } from '@/lib/app-error.js';
import { checkImage, imageUploadError } from '@/lib/image-type.js';
import { createClientRepository } from './client-repository.js';
import { createClient } from './create-client.js';
import { groupClientsByMonth, presentClient } from './presenter.js';
import { assertDomainsKeepUsers } from './domain-guard.js';
import { audit } from '../audit/index.js';
import { currentUser, onlyFor } from '@/plugins/authentication.js';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config, clock, scanning } = app.services;
  const repo = createClientRepository(db);
  const load = async (id: number) => {
    const client = await repo.find(id);
    if (!client) throw notFound(CLIENT_MESSAGES.clientNotFound);
    return presentClient(client);
  };

  app.get(
    API.requester.company,
    { schema: { querystring: clientListQuerySchema, response: { 200: clientListResponseSchema } } },
    async (request) => ({
      success: true as const,
      sort_order: request.query.sort,
      data: groupClientsByMonth(await repo.byMonth(request.query.month, request.query.sort)),
    }),
  );

  app.get(
    API.requester.search,
    { schema: { querystring: clientSearchQuerySchema, response: { 200: clientListResponseSchema } } },
    async (request) => ({
      success: true as const,
      sort_order: request.query.sort,
      data: groupClientsByMonth(await repo.search(request.query.q, request.query.sort)),
    }),
  );

  app.get(
    API.requester.companyById(':id'),
    { schema: { params: idParamsSchema, response: { 200: clientResponseSchema } } },
    async (request) => ({ success: true as const, message: '', data: await load(request.params.id) }),
  );

  app.post(
    API.requester.company,
    {
      config: onlyFor.clientAdmins,
      schema: { body: createClientRequestSchema, response: { 200: clientResponseSchema } },
    },
    async (request) => {
      const id = await createClient(db, request.body, clock.now());
      await audit(request, { action: 'client.created', targetType: 'client', targetId: id, clientId: id });
      return { success: true as const, message: CLIENT_MESSAGES.clientCreated, data: await load(id) };
    },
  );

  app.route({
    // Part 3 names PUT or PATCH for an edit; both are the same route.
    method: ['PUT', 'PATCH'],
    url: API.requester.companyById(':id'),
    config: onlyFor.clientAdmins,
    schema: {
      params: idParamsSchema,
      body: updateClientRequestSchema,
      response: { 200: clientResponseSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await load(id);
      const { company_name, company_domain_list, portal_language } = request.body;
      if (company_domain_list) await assertDomainsKeepUsers(db, id, company_domain_list);
      await repo.update(id, {
        ...(company_name !== undefined && { client_name: company_name }),
        ...(company_domain_list !== undefined && { client_domain_list: company_domain_list }),
        ...(portal_language !== undefined && { portal_language }),
        updated_at: clock.now(),
      });
      await audit(request, {
        action: 'client.updated',
        targetType: 'client',
        targetId: id,
        clientId: id,
        details: { fields: Object.keys(request.body) },
      });
      return { success: true as const, message: CLIENT_MESSAGES.clientUpdated, data: await load(id) };
    },
  });

  app.post(
    API.requester.companyLogo(':id'),
    {
      config: onlyFor.clientAdmins,
      schema: { params: idParamsSchema, response: { 200: clientResponseSchema } },
    },
    async (request) => {
      const client = await repo.find(request.params.id);
      if (!client) throw notFound(CLIENT_MESSAGES.clientNotFound);
      if (!request.isMultipart()) throw badRequest(CLIENT_MESSAGES.fileTypeNotAllowed);
      let bytes: Buffer | undefined;
      let name: string | undefined;
      try {
        const file = await request.file({ limits: { fileSize: config.PROFILE_IMAGE_MAX_BYTES } });
        bytes = await file?.toBuffer();
        name = file?.filename;
      } catch (error) {
        throw imageUploadError(error, config.PROFILE_IMAGE_MAX_BYTES);
      }
      if (!bytes?.length) throw badRequest(CLIENT_MESSAGES.fileTypeNotAllowed);
      const image = await checkImage(bytes);
      const userId = currentUser(request).user.id;
      await scanning.scanBytes({ name: name || `logo.${image.extension}`, source: 'logo', userId }, bytes);
      const key = `client-logos/${client.id}-${randomUUID()}.${image.extension}`;
      await storage.put(key, image.bytes);
      await repo.update(client.id, { logo_key: key, updated_at: clock.now() });
      await audit(request, {
        action: 'client.logo_changed',
        targetType: 'client',
        targetId: client.id,
        clientId: client.id,
      });
      if (client.logo_key) await storage.delete(client.logo_key).catch(() => undefined);
      return { success: true as const, message: CLIENT_MESSAGES.clientUpdated, data: await load(client.id) };
    },
  );

  app.get(
    API.requester.defaultClients,
    { schema: { response: { 200: defaultClientsResponseSchema } } },
    async () => ({
      success: true as const,
      data: (await repo.defaults()).map(defaultClient),
    }),
  );

  app.get(
    API.requester.generateClientCode,
    {
      schema: {
        querystring: generateClientCodeQuerySchema,
        response: { 200: generateClientCodeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      client_code: await firstFreeClientCode(request.query.com, repo.codeTaken),
    }),
  );

  app.get(
    API.requester.verifyClientCode,
    {
      schema: { querystring: verifyClientCodeQuerySchema, response: { 200: verifyClientCodeResponseSchema } },
    },
    async (request) => {
      const parsed = clientCodeSchema.safeParse(request.query.cc);
      if (!parsed.success) return clientCodeVerdict(null, false);
      return clientCodeVerdict(parsed.data, await repo.codeTaken(parsed.data));
    },
  );
};
