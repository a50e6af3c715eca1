import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  OPEN_SHARE_POLICY,
  SHARE_POLICY_MESSAGES,
  idParamsSchema,
  sharePolicyResponseSchema,
  sharePolicySchema,
} from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import { onlyFor } from '@/plugins/authentication.js';
import { requireDelivery } from '../assignments/index.js';
import { audit } from '../audit/index.js';
import { saveSharePolicy, sharePolicyOf } from './share-policy.js';

const answer = (message: string, data: Awaited<ReturnType<typeof sharePolicyOf>>) => ({
  success: true as const,
  message,
  data: data ?? OPEN_SHARE_POLICY,
});

/** A client's share policy (decision 0038): an operations admin reads and sets it; the share dialog reads it. */
export const sharePolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const schema = { params: idParamsSchema, response: { 200: sharePolicyResponseSchema } };

  app.get(API.sharePolicy.byClient(':id'), { config: onlyFor.sharePolicyAdmins, schema }, async (request) => {
    const policy = await sharePolicyOf(db, request.params.id);
    if (!policy) throw notFound(SHARE_POLICY_MESSAGES.clientNotFound);
    return answer('', policy);
  });

  app.put(
    API.sharePolicy.byClient(':id'),
    { config: onlyFor.sharePolicyAdmins, schema: { ...schema, body: sharePolicySchema } },
    async (request) => {
      const saved = await saveSharePolicy(db, request.params.id, request.body);
      if (!saved) throw notFound(SHARE_POLICY_MESSAGES.clientNotFound);
      await audit(request, {
        action: 'client.updated',
        targetType: 'client',
        targetId: request.params.id,
        clientId: request.params.id,
        details: { share_policy: saved },
      });
      return answer(SHARE_POLICY_MESSAGES.saved, saved);
    },
  );

  app.get(API.sharePolicy.byDelivery(':id'), { schema }, async (request) => {
    const delivery = await requireDelivery(db, String(request.params.id));
    return answer('', await sharePolicyOf(db, delivery.client_id));
  });
};
