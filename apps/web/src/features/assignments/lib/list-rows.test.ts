import { describe, expect, it } from 'vitest';
import type { AssignmentListItem } from '@ops/contracts';
import { firstItem, joinPages, listRows, withMoreRow } from './list-rows';
import type { ListRow, MonthGroup } from './list-rows';

const item = (id: number) => ({ id }) as AssignmentListItem;
const month = (key: string, ids: number[], count?: number): MonthGroup => ({
  title: key,
  month: key,
  info: ids.map(item),
  count,
});
const shown = (rows: ListRow[]) =>
  rows.map((r) =>
    r.kind === 'month' ? `${r.month}:${r.count}:${r.expanded}` : r.kind === 'card' ? r.item.id : r.label,
  );
const loader = { list: 'recent', next: 2, loading: false, load: () => undefined };

describe('list rows', () => {
  it('lists each month header, then its cards unless the month is collapsed', () => {
    const rows = listRows([month('2026-10', [1, 2]), month('2026-11', [3])], new Set(['2026-10']));
    expect(shown(rows)).toEqual(['2026-10:2:false', '2026-11:1:true', 3]);
  });

  it("counts a paged month by its count, and puts the 'show more' row after the last page's cards", () => {
    const rows = listRows(
      withMoreRow([month('2026-10', [1], 1), month('2026-11', [2, 3], 9)], loader),
      new Set(),
    );
    expect(shown(rows)).toEqual(['2026-10:1:true', 1, '2026-11:9:true', 2, 3, 'Show more of 2026-11']);
    // A complete month: the next page starts another one.
    expect(shown(listRows(withMoreRow([month('2026-11', [2, 3], 2)], loader), new Set()))).toEqual([
      '2026-11:2:true',
      2,
      3,
      'Show more deliveries',
    ]);
    // Collapsed, the month hides its row too (nothing loads behind it).
    expect(shown(listRows(withMoreRow([month('2026-11', [2], 9)], loader), new Set(['2026-11'])))).toEqual([
      '2026-11:9:false',
    ]);
  });

  it('joins a month cut across pages and finds the first card with an id', () => {
    const joined = joinPages([[month('2026-04', [1]), month('2026-05', [2], 2)], [month('2026-05', [3], 2)]]);
    expect(joined.map((g) => [g.month, g.info.map((i) => i.id), g.count])).toEqual([
      ['2026-04', [1], undefined],
      ['2026-05', [2, 3], 2],
    ]);
    expect(firstItem([month('2026-04', [0, 7])])?.id).toBe(7);
  });
});
