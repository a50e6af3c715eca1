import { API } from '@ops/contracts';
import { DELIVER_RULE_CASES } from '@ops/contracts/rule-cases';
import { describe, expect, it } from 'vitest';
import { deliverForm, useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();
let seq = 0;

// The contracts' refusals of the deliver call's group checks, through upload-new-delivery/.
describe('the deliver group checks at upload-new-delivery/', () => {
  it.each(DELIVER_RULE_CASES.filter((c) => c.refusal))('$name', async ({ groups, refusal }) => {
    const made = { clientId: ctx.w.client.id, entityId: ctx.w.entity.id };
    const a = await buildWorkspaceAssignment(ctx.t.app, made);
    const b = await buildWorkspaceAssignment(ctx.t.app, made);
    const batch = `RC-${Date.now()}-${++seq}`;
    const res = await ctx.w.api.post(
      API.deliveries.uploadNewDelivery,
      deliverForm(batch, groups(a.id, b.id), 'new'),
      ctx.token,
    );
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: refusal!(a.id),
    });
  });
});
