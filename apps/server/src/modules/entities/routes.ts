import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CLIENT_MESSAGES,
  clientIdQuerySchema,
  contractPreviewResponseSchema,
  defaultEntitiesResponseSchema,
  entityListResponseSchema,
  entityOption,
  entityQuerySchema,
  entityRequestSchema,
  entityResponseSchema,
  idParamsSchema,
  updateCurrencyQuerySchema,
  uploadResponseSchema,
  type Entity,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { notFound } from '@/lib/app-error.js';
import { currentUser } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';
import { receiveContract } from './contract-upload.js';
import { findEntity, listEntitiesOfClient } from './entity-reader.js';
import { changeEntityCurrency, saveEntity } from './entity-writer.js';
import { presentContractPreview } from './presenter.js';
import { inTransaction } from '@/db/transaction.js';
import { onlyFor } from '@/plugins/authentication.js';

const PREVIEW_SECONDS = 300;

const entityAudit = (action: 'entity.created' | 'entity.updated', entity: Entity) => ({
  action,
  targetType: 'entity',
  targetId: entity.id,
  clientId: entity.client_id,
  details: { contract_file: entity.contract?.s3_path ?? null },
});
export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, links, clock } = app.services;
  const inTx = <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work);
  const load = async (id: number) => {
    const entity = await findEntity(db, id);
    if (!entity) throw notFound(CLIENT_MESSAGES.entityNotFound);
    return entity;
  };
  const detail = {
    schema: {
      params: idParamsSchema,
      querystring: entityQuerySchema,
      response: { 200: entityResponseSchema },
    },
  };

  app.get(
    API.requester.entity,
    { schema: { querystring: clientIdQuerySchema, response: { 200: entityListResponseSchema } } },
    async (request) => ({ success: true as const, data: await listEntitiesOfClient(db, request.query.cid) }),
  );
  for (const url of [API.requester.entityById(':id'), API.client.entityById(':id')]) {
    app.get(url, detail, async (request) => ({
      success: true as const,
      message: '',
      data: await load(request.params.id),
    }));
  }

  app.post(
    API.requester.entity,
    {
      config: onlyFor.clientAdmins,
      schema: { body: entityRequestSchema, response: { 200: entityResponseSchema } },
    },
    async (request) => {
      const data = await inTx((tx) => saveEntity(tx, request.body, { now: clock.now() }));
      await audit(request, entityAudit('entity.created', data));
      return { success: true as const, message: CLIENT_MESSAGES.entitySaved, data };
    },
  );
  app.route({
    // Part 3 names PUT or PATCH for an edit; both are the same route.
    method: ['PUT', 'PATCH'],
    url: API.requester.entityById(':id'),
    config: onlyFor.clientAdmins,
    schema: { params: idParamsSchema, body: entityRequestSchema, response: { 200: entityResponseSchema } },
    handler: async (request) => {
      await load(request.params.id);
      const data = await inTx((tx) =>
        saveEntity(tx, request.body, { now: clock.now(), id: request.params.id }),
      );
      await audit(request, entityAudit('entity.updated', data));
      return { success: true as const, message: CLIENT_MESSAGES.entitySaved, data };
    },
  });

  app.get(
    API.requester.defaultEntity,
    { schema: { querystring: clientIdQuerySchema, response: { 200: defaultEntitiesResponseSchema } } },
    async (request) => {
      const list = (await listEntitiesOfClient(db, request.query.cid)).map(entityOption);
      return { success: true as const, entities_list: list, data: list };
    },
  );

  app.get(
    API.requester.updateCurrency(':id'),
    {
      config: onlyFor.clientAdmins,
      schema: {
        params: idParamsSchema,
        querystring: updateCurrencyQuerySchema,
        response: { 200: entityResponseSchema },
      },
    },
    async (request) => {
      const data = await inTx((tx) =>
        changeEntityCurrency(tx, request.params.id, request.query.currency, clock.now()),
      );
      await audit(request, { ...entityAudit('entity.updated', data), details: { currency: data.currency } });
      return { success: true as const, message: CLIENT_MESSAGES.currencyUpdated, data };
    },
  );

  app.post(
    API.requester.contractUpload,
    { config: onlyFor.clientAdmins, schema: { response: { 200: uploadResponseSchema } } },
    async (request) => {
      const file = await receiveContract(
        request,
        db,
        storage,
        currentUser(request).user.id,
        app.services.scanning,
      );
      // Not an entity's yet: the entity that names this stored file later says so in its own row's details.
      await audit(request, {
        action: 'entity.contract_uploaded',
        targetType: 'contract_file',
        targetId: file.s3_path,
        details: { filename: file.filename },
      });
      return { success: true as const, message: CLIENT_MESSAGES.contractUploaded, file };
    },
  );

  app.get(
    API.requester.entityContract(':id'),
    { schema: { params: idParamsSchema, response: { 200: contractPreviewResponseSchema } } },
    async (request) => {
      const { contract } = await load(request.params.id);
      if (!contract) throw notFound(CLIENT_MESSAGES.contractNotUploaded);
      const exp = Math.floor(clock.now().getTime() / 1000) + PREVIEW_SECONDS;
      const token = links.sign({
        key: contract.s3_path,
        name: contract.filename,
        exp,
        disposition: 'inline',
      });
      return presentContractPreview(contract, `/files/${token}`);
    },
  );
};
