import { describe, expect, it } from 'vitest';
import { API, DELIVERY_MESSAGES, filesRemovedNotice } from '@ops/contracts';
import { DELIVER_PLAN_CASES, FILES_REMOVED_CASES, planWorldGroups } from '@ops/contracts/rule-cases';
import { deliverForm, demo, upload } from '../test-kit/delivery-calls';

const world = { a: 'WS-61001', b: 'WS-61002', c: 'WS-61003', d: 'WS-61004' };

/** The cases' delivery, made through the demo's upload-new-delivery/: its id and the calls of its demo. */
async function plannedDelivery() {
  const { call, state } = demo();
  const batch = 'PC-1';
  const groups = planWorldGroups(world);
  for (const [i, g] of groups.entries()) {
    const group = `G_${i + 1}`;
    for (const name of g.source_files)
      await upload(call, 'new', batch, { name, size: 10, type: 'source_files', group });
    for (const name of g.target_files) await upload(call, 'new', batch, { name, size: 10, group });
  }
  const request = {
    delivery_id: batch,
    current_delivery_time: new Date().toISOString(),
    share_emails: [],
    groups,
  };
  const made = await call(API.deliveries.uploadNewDelivery, {
    method: 'POST',
    as: 'OU',
    ...deliverForm(request, 'new'),
  });
  expect(made.status).toBe(200);
  return { call, state, id: made.body.id as number };
}

// The contracts' cases of a deliver call's groups against a delivery's existing ones, through the demo's
// update-delivery/. An accepted call is refused its first file, as nothing was uploaded for the update.
describe('the demo deliver plan at update-delivery/', () => {
  it.each(DELIVER_PLAN_CASES)('$name', async ({ groups, outcome }) => {
    const { call, id } = await plannedDelivery();
    const committed = new Date().toISOString();
    const request = {
      delivery_id: String(id),
      current_delivery_time: committed,
      share_emails: [],
      groups: groups(world, committed),
    };
    const answer = await call(API.deliveries.updateDelivery, {
      method: 'POST',
      as: 'OU',
      ...deliverForm(request, 'update'),
    });
    const expected =
      'refusal' in outcome ? outcome.refusal : DELIVERY_MESSAGES.fileNotUploaded(outcome.firstFile);
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: expected,
    });
  });
});

// The demo's retention handlers leave the notice in `files_removed`, as HISTORY shows it.
describe('the demo update-delivery/ of a delivery whose files were removed', () => {
  it.each(FILES_REMOVED_CASES)('$name', async ({ reason, at }) => {
    const { call, state, id } = await plannedDelivery();
    state.deliveries.find((d) => d.id === id)!.files_removed = filesRemovedNotice(at, reason);
    const committed = new Date().toISOString();
    const request = {
      delivery_id: String(id),
      current_delivery_time: committed,
      share_emails: [],
      groups: DELIVER_PLAN_CASES[0]!.groups(world, committed),
    };
    const answer = await call(API.deliveries.updateDelivery, {
      method: 'POST',
      as: 'OU',
      ...deliverForm(request, 'update'),
    });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 410,
      message: filesRemovedNotice(at, reason),
    });
  });
});
