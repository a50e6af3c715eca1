import { describe, expect, it } from 'vitest';
import { CARD_LIMITS } from '@ops/contracts';
import { truncateMiddle } from './truncate-middle';

describe('truncateMiddle', () => {
  it('leaves text within the limit alone', () => {
    expect(truncateMiddle('Deck.pptx', 40, 6)).toBe('Deck.pptx');
    expect(truncateMiddle('a'.repeat(40), 40, 6)).toBe('a'.repeat(40));
  });

  it('cuts the middle of a long file name, keeping the last 6 characters, within 40', () => {
    const { max, keepEnd } = CARD_LIMITS.fileName;
    const name = `${'Quarterly results board presentation '.repeat(2)}final.pptx`;
    const short = truncateMiddle(name, max, keepEnd);
    expect(short).toHaveLength(40);
    expect(short.endsWith('…l.pptx')).toBe(true);
    expect(short.startsWith(name.slice(0, 33))).toBe(true);
  });

  it('keeps the last 3 characters of a requester name longer than 10', () => {
    const { max, keepEnd } = CARD_LIMITS.requester;
    expect(truncateMiddle('Alexandria Ocasio', max, keepEnd)).toBe('Alexan…sio');
    expect(truncateMiddle('Priya Rama', max, keepEnd)).toBe('Priya Rama');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateMiddle('😀😀😀😀😀😀', 4, 1)).toBe('😀😀…😀');
  });
});
