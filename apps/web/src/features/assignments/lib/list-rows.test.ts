import { describe, expect, it } from 'vitest';
import type { AssignmentListItem } from '@ops/contracts';
import { firstItem, joinPages, listRows } from './list-rows';

const item = (id: number) => ({ id }) as AssignmentListItem;
const month = (key: string, ids: number[]) => ({ title: key, month: key, info: ids.map(item) });

describe('list rows', () => {
  it('lists each month header, then its cards unless the month is collapsed', () => {
    const rows = listRows([month('2026-10', [1, 2]), month('2026-11', [3])], new Set(['2026-10']));
    expect(rows.map((r) => (r.kind === 'month' ? `${r.month}:${r.expanded}` : r.item.id))).toEqual([
      '2026-10:false',
      '2026-11:true',
      3,
    ]);
  });

  it('joins a month cut across search pages and finds the first card with an id', () => {
    const joined = joinPages([[month('2026-04', [1]), month('2026-05', [2])], [month('2026-05', [3])]]);
    expect(joined.map((g) => [g.month, g.info.map((i) => i.id)])).toEqual([
      ['2026-04', [1]],
      ['2026-05', [2, 3]],
    ]);
    expect(firstItem([month('2026-04', [0, 7])])?.id).toBe(7);
  });
});
