import { describe, expect, it } from 'vitest';
import { utcDay } from './utc-day.js';

describe('utcDay', () => {
  it('is the UTC day of a moment, whatever its form, and days later', () => {
    const lateEvening = '2026-11-26T23:30:00.000Z';
    expect(utcDay(lateEvening)).toBe('2026-11-26');
    expect(utcDay(new Date(lateEvening))).toBe('2026-11-26');
    expect(utcDay(Date.parse(lateEvening), 1)).toBe('2026-11-27');
    expect(utcDay('2026-11-26T00:30:00+02:00')).toBe('2026-11-25');
    expect(utcDay('2026-12-31T12:00:00.000Z', 14)).toBe('2027-01-14');
  });
});
