import { beforeEach, describe, expect, it } from 'vitest';
import { forgetBatch, GENERATED_BATCHES_KEY, rememberBatch, rememberedBatch } from './generated-batches';

describe('generated batch ids', () => {
  beforeEach(() => localStorage.clear());

  it('names the same batch for the same assignments, in any order, until it is delivered', () => {
    rememberBatch(['A2', 'A1'], 'ACME-7', 1000);
    expect(rememberedBatch(['A1', 'A2'], 2000)).toBe('ACME-7');
    expect(rememberedBatch(['A1'], 2000)).toBe('');
    expect(rememberedBatch([], 2000)).toBe('');
    forgetBatch('ACME-7', 3000);
    expect(rememberedBatch(['A1', 'A2'], 3000)).toBe('');
    expect(localStorage.getItem(GENERATED_BATCHES_KEY)).toBeNull();
  });

  it('forgets entries after a week and ignores broken storage', () => {
    rememberBatch(['A1'], 'ACME-8', 0);
    expect(rememberedBatch(['A1'], 8 * 24 * 3600 * 1000)).toBe('');
    localStorage.setItem(GENERATED_BATCHES_KEY, '{broken');
    expect(rememberedBatch(['A1'])).toBe('');
  });
});
