import { describe, expect, it } from 'vitest';
import { laterMonth, monthsBack, monthsToRequest, utcMonth } from './months';
import type { MonthStatus } from './months';

const page = (status: MonthStatus): MonthStatus[] => [status, status, status, status];

describe('months', () => {
  it('names months in UTC and counts back across years', () => {
    expect(utcMonth(new Date('2026-03-01T00:30:00Z'))).toBe('2026-03');
    expect(monthsBack('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(laterMonth('2026-02', '2026-03')).toBe('2026-03');
    expect(laterMonth('2026-02', undefined)).toBe('2026-02');
  });

  it('asks for older pages of months only while the last page had deliveries', () => {
    expect(monthsToRequest([])).toBe(4);
    expect(monthsToRequest(['filled', 'filled', 'pending', 'empty'])).toBe(4);
    expect(monthsToRequest(['filled', 'filled', 'empty', 'empty'])).toBe(8);
    expect(monthsToRequest([...page('filled'), 'empty', 'filled', 'empty', 'empty'])).toBe(12);
    expect(monthsToRequest([...page('filled'), ...page('empty'), ...page('filled')])).toBe(8);
    expect(monthsToRequest(page('failed'))).toBe(4);
  });

  it('stops two years back', () => {
    expect(monthsToRequest(Array<MonthStatus>(40).fill('filled'))).toBe(24);
  });
});
