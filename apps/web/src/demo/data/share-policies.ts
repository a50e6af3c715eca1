import { OPEN_SHARE_POLICY } from '@ops/contracts';
import type { SharePolicy } from '@ops/contracts';
import type { DemoState } from './demo-state';

/** Each session's share policies by client id (the sample clients start open). */
const policies = new WeakMap<DemoState, Map<number, SharePolicy>>();

const of = (state: DemoState) => {
  let map = policies.get(state);
  if (!map) policies.set(state, (map = new Map()));
  return map;
};

export const sharePolicyOf = (state: DemoState, clientId: number) =>
  of(state).get(clientId) ?? OPEN_SHARE_POLICY;

export const setSharePolicy = (state: DemoState, clientId: number, policy: SharePolicy) =>
  void of(state).set(clientId, policy);

/** The policy of a delivery's client, found by its code. */
export function deliverySharePolicy(state: DemoState, clientCode: string) {
  const client = state.clients.find((c) => c.client_code === clientCode);
  return client ? sharePolicyOf(state, client.client_id as number) : OPEN_SHARE_POLICY;
}
