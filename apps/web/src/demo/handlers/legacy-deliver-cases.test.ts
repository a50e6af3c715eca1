import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { LEGACY_COMMITTED_CASES } from '@ops/contracts/rule-cases';
import { demo, multipart } from '../test-kit/delivery-calls';

// The contracts' cases of the older update call's committed delivery, through the demo's
// upload-update-assignment/ on a sample delivery (its one group keeps the current version's committed time).
describe('the demo older update call committed delivery', () => {
  it.each(LEGACY_COMMITTED_CASES)('$name', async ({ value, outcome }) => {
    const { state, call } = demo();
    const delivery = state.deliveries[0]!;
    const kept = delivery.target_versions.at(-1)!.committed_delivery;
    const fields: [string, string][] = [['assignment_id', delivery.assignment_id]];
    if (value !== undefined) fields.push(['is_update_delivery_time', value]);
    const form = multipart(fields, [{ field: 'target_file', name: 'next.pdf', size: 10 }]);
    const answer = await call(API.deliveries.legacyUpdateAssignment, { method: 'POST', as: 'OU', ...form });
    expect(answer.status).toBe(200);
    const committed = delivery.target_versions.at(-1)!.committed_delivery!;
    // 'now' is the demo's clock, which stands at the state's now in tests.
    if (outcome === 'now') expect(Date.parse(committed)).toBe(state.now);
    else expect(committed).toBe(outcome === 'kept' ? kept : outcome.at);
  });
});
