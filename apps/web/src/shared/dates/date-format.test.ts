import { describe, expect, it } from 'vitest';
import { DASH, formatDate, formatDateTime, inputDate } from './date-format';

// 17:58:03 on 26 November 2026 in the viewer's time zone.
const LOCAL = new Date(2026, 10, 26, 17, 58, 3);

describe('date format', () => {
  it('writes a day and a time one way: 26 Nov 2026, 17:58', () => {
    expect(formatDateTime(LOCAL.toISOString())).toBe('26 Nov 2026, 17:58');
    expect(formatDateTime(LOCAL)).toBe('26 Nov 2026, 17:58');
    expect(formatDate(LOCAL.toISOString())).toBe('26 Nov 2026');
    expect(formatDateTime(LOCAL, { seconds: true })).toBe('26 Nov 2026, 17:58:03');
  });

  it('writes midnight as 00:00 and a single-digit day without a zero', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 0, 7))).toBe('5 Jan 2026, 00:07');
  });

  it('writes UTC when asked, whatever the viewer’s zone', () => {
    expect(formatDateTime('2026-11-20T09:30:00Z', { utc: true })).toBe('20 Nov 2026, 09:30');
    expect(formatDate('2026-11-20T23:30:00Z', { utc: true })).toBe('20 Nov 2026');
  });

  it('shows a dash without a valid date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value)).toBe(DASH);
      expect(formatDate(value)).toBe(DASH);
    }
  });

  it('gives a date input its day in the viewer’s zone', () => {
    expect(inputDate(new Date(2026, 10, 6, 23, 59))).toBe('2026-11-06');
  });
});
