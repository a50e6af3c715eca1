import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import { DELIVER_PLAN_CASES, planWorldGroups, type DeliverPlanWorld } from '@ops/contracts/rule-cases';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverForm, useDeliveryWorld, uploadGroupFiles } from '@/test/deliver-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();
let world: DeliverPlanWorld;
let deliveryId: number;

// The contracts' cases of a deliver call's groups against a delivery's existing ones, through update-delivery/.
// None of them writes: an accepted call is refused its first file, as nothing was uploaded for the update.
beforeAll(async () => {
  const made = async () =>
    (
      await buildWorkspaceAssignment(ctx.t.app, {
        clientId: ctx.w.client.id,
        entityId: ctx.w.entity.id,
        requester: 'Ines Duarte',
      })
    ).id;
  world = { a: await made(), b: await made(), c: await made(), d: await made() };
  const batch = `PC-${world.a}`;
  const groups = planWorldGroups(world);
  for (const [i, g] of groups.entries()) {
    await uploadGroupFiles(ctx.t, ctx.userId, batch, {
      source: g.source_files,
      target: g.target_files,
      group: i + 1,
    });
  }
  const res = await ctx.w.api.post(
    API.deliveries.uploadNewDelivery,
    deliverForm(batch, groups, 'new'),
    ctx.token,
  );
  expect(res.statusCode).toBe(200);
  deliveryId = res.json().id as number;
});

describe('the deliver plan at update-delivery/', () => {
  it.each(DELIVER_PLAN_CASES)('$name', async ({ groups, outcome }) => {
    const committed = ctx.t.clock.now().toISOString();
    const res = await ctx.w.api.post(
      API.deliveries.updateDelivery,
      deliverForm(String(deliveryId), groups(world, committed), 'update'),
      ctx.token,
    );
    const expected =
      'refusal' in outcome ? outcome.refusal : DELIVERY_MESSAGES.fileNotUploaded(outcome.firstFile);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: expected,
    });
  });
});
