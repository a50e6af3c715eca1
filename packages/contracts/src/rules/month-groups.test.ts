import { describe, expect, it } from 'vitest';
import { deliveryListAnswer } from './month-groups.js';

const card = (id: number) => ({
  id,
  file_names: [],
  client_code: 'ACME',
  delivery_user_type: 'default',
  requester_name: 'Kavya Iyer',
  duration: null,
  committed_delivery: null,
  services: [],
  unit_details: [],
  feedback: null,
});

describe('a delivery list answer', () => {
  const rows = [
    { id: 1, at: new Date('2026-11-20T10:00:00Z') },
    { id: 2, at: new Date('2026-10-31T23:59:00Z') },
  ];
  const base = { rows, dateOf: (r: (typeof rows)[number]) => r.at, card: (r: { id: number }) => card(r.id) };

  it('groups the cards by UTC month, with each month’s count when the answer is a page', () => {
    const answer = deliveryListAnswer({
      ...base,
      nextPage: 2,
      monthCounts: new Map([['2026-11', 7]]),
      archived: { matches: 3, cap: 100 },
      query: { sort: 'descending', month: '2026-11' },
    });
    expect(answer.data.months.map((m) => [m.title, m.month, m.count, m.info.map((c) => c.id)])).toEqual([
      ['November 2026', '2026-11', 7, [1]],
      ['October 2026', '2026-10', 1, [2]],
    ]);
    expect(answer.data).toMatchObject({ next_page: 2, type_of_data: 'all', sort_order: 'descending' });
  });

  it('answers a search, or the recent view, without counts', () => {
    const search = deliveryListAnswer({
      ...base,
      nextPage: null,
      archived: { matches: 0, cap: 100 },
      query: { sort: 'ascending', search: 'acme' },
    });
    expect(search.data.type_of_data).toBe('search');
    expect(search.data.months[0]).not.toHaveProperty('count');
    const recent = deliveryListAnswer({
      ...base,
      nextPage: null,
      archived: { matches: 0, cap: 100 },
      query: { sort: 'ascending' },
    });
    expect(recent.data.type_of_data).toBe('recent');
  });
});
