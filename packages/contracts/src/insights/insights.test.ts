import { describe, expect, it } from 'vitest';
import { insightMonths, monthsBetween, roundFigure, yearEarlier } from './insights.js';

describe('insight periods', () => {
  it('lists the months of a period, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(insightMonths({ period: '3' }, '2026-02')).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(insightMonths({ period: 'custom', from: '2026-01', to: '2026-01' }, '2026-11')).toEqual([
      '2026-01',
    ]);
    expect(yearEarlier('2026-01')).toBe('2025-01');
  });
});

describe('rounding a figure', () => {
  it('keeps the places asked for, rounding half up', () => {
    expect(roundFigure(1 / 3, 4)).toBe(0.3333);
    expect(roundFigure(2.25, 1)).toBe(2.3);
    expect(roundFigure(3.5, 2)).toBe(3.5);
  });
});
