import { describe, expect, it } from 'vitest';
import { formatSize } from './file-size';

describe('file sizes', () => {
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
});
