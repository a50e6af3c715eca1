import { describe, expect, it } from 'vitest';
import { DASH, formatDate } from './format';

describe('recipient formats', () => {
  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe(DASH);
    expect(formatDate('not a date')).toBe(DASH);
    expect(formatDate('2026-11-12T10:00:00.000Z')).toBe('12 Nov 2026');
  });
});
