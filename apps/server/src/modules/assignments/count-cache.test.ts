import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.js';

describe('createCountCache', () => {
  it('answers a remembered count until it expires, per key', async () => {
    const cache = createCountCache(30_000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache('a', 0, compute)).toBe(1);
    expect(await cache('a', 29_999, compute)).toBe(1);
    expect(await cache('b', 29_999, compute)).toBe(2);
    expect(await cache('a', 30_000, compute)).toBe(3);
  });

  it('remembers nothing with a zero lifetime', async () => {
    const cache = createCountCache(0);
    let calls = 0;
    const compute = async () => ++calls;
    await cache('a', 0, compute);
    expect(await cache('a', 0, compute)).toBe(2);
  });
});
