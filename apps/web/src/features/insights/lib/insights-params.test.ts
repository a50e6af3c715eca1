import { describe, expect, it } from 'vitest';
import { INSIGHT_MESSAGES } from '@ops/contracts';
import { argsFromParams, customPeriodProblem, monthsOf, paramsOf } from './insights-params';
import { formatMonth } from '@/shared/dates/date-format';
import { monthRangeLabel } from './month-label';

const args = (search: string) => argsFromParams(new URLSearchParams(search));

describe("the insights' address", () => {
  it('reads every filter the schema accepts, and writes them back without the defaults', () => {
    const read = args('period=custom&from=2025-11&to=2026-02&client_id=12&category=TR');
    expect(read).toEqual({ period: 'custom', from: '2025-11', to: '2026-02', client_id: 12, category: 'TR' });
    expect(paramsOf(read).toString()).toBe('period=custom&from=2025-11&to=2026-02&client_id=12&category=TR');
    expect(paramsOf(args('period=12')).toString()).toBe('');
    expect(paramsOf(args('period=3&from=2025-01&to=2025-02')).toString()).toBe('period=3');
  });

  it.each([
    ['period=5', {}],
    ['period=custom', {}],
    ['period=custom&from=2026-03&to=2026-01', {}],
    ['period=custom&from=2020-01&to=2026-01', {}],
    ['period=custom&from=2026-13&to=2026-14', {}],
    ['period=6&client_id=0x1', { period: '6' }],
    ['client_id=-3&category=tr', {}],
    ['category=ZZZ&client_id=99999999999', {}],
  ])('falls back to the defaults for what it refuses: %s', (search, kept) => {
    expect(args(search)).toEqual({ period: '12', ...kept });
  });

  it("counts a period's months back from the current one, and says why a custom one is refused", () => {
    expect(monthsOf({ period: '3' }, '2026-02')).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ period: 'custom', from: '2026-01', to: '2026-02' }, '2026-11')).toEqual([
      '2026-01',
      '2026-02',
    ]);
    expect(customPeriodProblem('2026-03', '2026-01')).toBe(INSIGHT_MESSAGES.customOrder);
    expect(customPeriodProblem('', '2026-01')).toBe(INSIGHT_MESSAGES.customNeedsMonths);
    expect(customPeriodProblem('2026-01', '2026-03')).toBeNull();
  });

  it("writes months in the console's date style", () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(monthRangeLabel(['2025-12', '2026-01', '2026-02'])).toBe('Dec 2025 – Feb 2026');
    expect(monthRangeLabel(['2026-02'])).toBe('Feb 2026');
  });
});
