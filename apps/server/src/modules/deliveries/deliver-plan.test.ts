import { eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES, filesRemovedNotice } from '@ops/contracts';
import {
  DELIVER_PLAN_CASES,
  FILES_REMOVED_CASES,
  planWorldGroups,
  type DeliverPlanWorld,
} from '@ops/contracts/rule-cases';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '@/db/delivery-schema.js';
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

describe('update-delivery/ of a delivery whose files were removed', () => {
  it.each(FILES_REMOVED_CASES)('$name', async ({ reason, at }) => {
    const db = ctx.t.app.services.db;
    const removed = (files_removed_at: Date | null) =>
      db
        .update(deliveries)
        .set({ files_removed_at, files_removed_reason: files_removed_at ? reason : null })
        .where(eq(deliveries.id, deliveryId));
    await removed(new Date(at));
    const committed = ctx.t.clock.now().toISOString();
    const res = await ctx.w.api.post(
      API.deliveries.updateDelivery,
      deliverForm(String(deliveryId), DELIVER_PLAN_CASES[0]!.groups(world, committed), 'update'),
      ctx.token,
    );
    await removed(null);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 410,
      message: filesRemovedNotice(at, reason),
    });
  });
});
