import { describe, expect, it } from 'vitest';
import { DASH, formatDate, formatSize } from './format';

describe('recipient formats', () => {
  it.each([
    [0, '0 B'],
    [820, '820 B'],
    [1024, '1 KB'],
    [14_500, '14 KB'],
    [3_355_443, '3.2 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe(DASH);
    expect(formatDate('not a date')).toBe(DASH);
    expect(formatDate('2026-11-12T10:00:00.000Z')).toBe('12 Nov 2026');
  });
});
