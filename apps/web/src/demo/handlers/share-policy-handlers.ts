import { http } from 'msw';
import {
  API,
  SHARE_POLICY_MESSAGES,
  SHARE_POLICY_ROLES,
  sharePolicyResponseSchema,
  sharePolicySchema,
} from '@ops/contracts';
import { aboutClient, recordAudit } from '../data/audit-events';
import type { DemoState } from '../data/demo-state';
import { requireDelivery } from '../data/delivery-creation';
import { refuse } from '../data/refusal';
import { deliverySharePolicy, setSharePolicy, sharePolicyOf } from '../data/share-policies';
import { forRoles, pathId, readBody, reply, withAccount } from './respond';

/** Share policies (decision 0038), kept for the session as the server keeps them per client. */
export function sharePolicyHandlers(state: DemoState) {
  const clientOf = (id: number) =>
    state.clients.find((c) => c.client_id === id) ?? refuse(404, SHARE_POLICY_MESSAGES.clientNotFound);
  return [
    http.get(
      API.sharePolicy.byClient(':id'),
      forRoles(SHARE_POLICY_ROLES, (call) => {
        const client = clientOf(pathId(call));
        return reply(sharePolicyResponseSchema, {
          success: true,
          message: '',
          data: sharePolicyOf(state, client.client_id as number),
        });
      }),
    ),
    http.put(
      API.sharePolicy.byClient(':id'),
      forRoles(SHARE_POLICY_ROLES, async (call, admin) => {
        // The server's order: the path's id, the body, then the client.
        const id = pathId(call);
        const policy = await readBody(call.request, sharePolicySchema);
        const client = clientOf(id);
        setSharePolicy(state, client.client_id as number, policy);
        recordAudit(state, admin, {
          action: 'client.updated',
          ...aboutClient(id),
          details: { share_policy: policy },
        });
        return reply(sharePolicyResponseSchema, {
          success: true,
          message: SHARE_POLICY_MESSAGES.saved,
          data: policy,
        });
      }),
    ),
    http.get(
      API.sharePolicy.byDelivery(':id'),
      withAccount((call) => {
        const delivery = requireDelivery(state.deliveries, String(pathId(call)));
        return reply(sharePolicyResponseSchema, {
          success: true,
          message: '',
          data: deliverySharePolicy(state, delivery.client_code),
        });
      }),
    ),
  ];
}
