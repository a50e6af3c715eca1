import { describe, expect, it } from 'vitest';
import { API, LIST_WINDOW_DEFAULTS } from '@ops/contracts';
import type { AssignmentListResponse } from '@ops/contracts';
import { createDemoState } from '../data/demo-state';
import { DEMO_NOW as NOW, demoCaller as demo } from '../test-kit/demo-call';
import { demo as deliveryDemo, multipart } from '../test-kit/delivery-calls';

const DAY = 86_400_000;
const listOf = (body: Record<string, unknown>) => (body as AssignmentListResponse).data;
const cardIds = (body: Record<string, unknown>) =>
  listOf(body).months.flatMap((m) => m.info.map((c) => c.id));

/** The sample state and more than a page of copies of a delivery, a minute apart from `start`. */
function crowdedState(start: number) {
  const state = createDemoState(NOW);
  const base = state.deliveries[0]!;
  const extra = Array.from({ length: LIST_WINDOW_DEFAULTS.listPageSize + 50 }, (_, i) => ({
    ...base,
    id: 90_000 + i,
    actual_delivery: new Date(start + i * 60_000).toISOString(),
  }));
  state.deliveries.push(...extra);
  return state;
}

describe('demo lists a page at a time', () => {
  it('answers a month in pages of the list page size with its count, and whole without a page', async () => {
    // 1 October 2026: live, and before the recent days.
    const state = crowdedState(Date.UTC(2026, 9, 1, 12));
    const inMonth = state.deliveries.filter((d) => d.actual_delivery?.startsWith('2026-10'));
    const call = demo(state);
    const page = async (n: number) =>
      (await call(`${API.assignments.list}?month=2026-10&sort=ascending&page=${n}`, { as: 'OU' })).body;
    const first = await page(1);
    expect(cardIds(first)).toHaveLength(LIST_WINDOW_DEFAULTS.listPageSize);
    expect(listOf(first).next_page).toBe(2);
    expect(listOf(first).months.map((m) => [m.month, m.count])).toEqual([['2026-10', inMonth.length]]);
    const second = await page(2);
    expect([...cardIds(first), ...cardIds(second)].sort()).toEqual(inMonth.map((d) => d.id).sort());
    expect(listOf(second).next_page).toBeNull();
    expect(listOf(await page(9))).toMatchObject({ months: [], next_page: null });

    const whole = (await call(`${API.assignments.list}?month=2026-10&sort=descending`, { as: 'OU' })).body;
    expect(cardIds(whole)).toHaveLength(inMonth.length);
    expect(listOf(whole).next_page).toBeNull();
    expect(listOf(whole).months.every((m) => m.count === undefined)).toBe(true);
  });

  it('pages the recent view the same way, each month with its count in the recent days', async () => {
    const call = demo(crowdedState(NOW - 5 * DAY));
    const recent = async (page?: number) =>
      listOf(
        (await call(`${API.assignments.list}?sort=descending${page ? `&page=${page}` : ''}`, { as: 'OU' }))
          .body,
      );
    const whole = await recent();
    const sizes = new Map(whole.months.map((m) => [m.month, m.info.length]));
    const first = await recent(1);
    const second = await recent(2);
    expect(first.next_page).toBe(2);
    expect(second.next_page).toBeNull();
    const paged = [...first.months, ...second.months];
    expect(paged.flatMap((m) => m.info.map((c) => c.id))).toEqual(
      whole.months.flatMap((m) => m.info.map((c) => c.id)),
    );
    expect(first.months.flatMap((m) => m.info)).toHaveLength(LIST_WINDOW_DEFAULTS.listPageSize);
    for (const month of paged) expect(month.count).toBe(sizes.get(month.month));
  });
});

describe('demo search', () => {
  it('finds a delivery by its assignments’ ids, as the server’s search text holds them', async () => {
    const { call } = deliveryDemo();
    const form = multipart(
      [['assignment_id', 'WS-63001']],
      [
        { field: 'source_file', name: 'policy.docx', size: 10 },
        { field: 'target_file', name: 'policy.pdf', size: 10 },
      ],
    );
    const made = await call(API.deliveries.legacyNewAssignment, { method: 'POST', as: 'OU', ...form });
    expect(made.status).toBe(200);
    const found = await call(`${API.assignments.list}?search=ws-63001`, { as: 'OU' });
    expect(cardIds(found.body).length).toBe(1);
  });
});

describe('demo cards', () => {
  it('name the current version’s files, as the server’s list read model holds them', async () => {
    const { state, call } = deliveryDemo();
    const delivery = state.deliveries[0]!;
    const form = multipart(
      [['assignment_id', delivery.assignment_id]],
      [{ field: 'target_file', name: 'replacement.pdf', size: 10 }],
    );
    const made = await call(API.deliveries.legacyUpdateAssignment, { method: 'POST', as: 'OU', ...form });
    expect(made.status).toBe(200);
    const found = await call(`${API.assignments.list}?search=${delivery.batch_id}`, { as: 'OU' });
    const cards = listOf(found.body).months.flatMap((m) => m.info);
    expect(cards.map((c) => [c.id, c.file_names])).toEqual([[delivery.id, ['replacement.pdf']]]);
  });
});
