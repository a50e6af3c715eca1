import { describe, expect, it } from 'vitest';
import { refusalStatus } from './refusal.js';
import { ADDRESS_PATTERN_CASES, RECIPIENT_ERASURE_CASES, RETENTION_PERIOD_CASES } from './retention-cases.js';
import { recipientFeedbackComment } from './recipient-views.js';
import {
  RATED_SENTENCE_PATTERN,
  erasedPseudonym,
  isErasedPseudonym,
  purgeAfter,
  recipientAddressPattern,
  nothingErasedRefusal,
  staffAddressRefusal,
  retentionClient,
} from './retention-rules.js';

const NONE = { shares: 0, requests: 0, access_logs: 0, comments: 0, ratings: 0, sessions: 0, codes: 0 };

describe('a client’s retention period', () => {
  it.each(RETENTION_PERIOD_CASES)('$name', ({ retention_days, effective }) => {
    const client = { id: 1, client_name: 'Acme', client_code: 'ACM', retention_days };
    expect(retentionClient(client, 365)).toEqual({
      ...client,
      effective_days: effective === 'default' ? 365 : effective,
    });
  });
});

describe('a recipient’s erasure', () => {
  it.each(RECIPIENT_ERASURE_CASES)('$name', ({ address, expected }) => {
    const refusal = (staffAddressRefusal(address === 'staff') ?? nothingErasedRefusal(NONE))!;
    expect({ status: refusalStatus(refusal), message: refusal.refusal }).toEqual(expected);
  });

  it('goes ahead when something names the address', () => {
    expect(nothingErasedRefusal({ ...NONE, access_logs: 1 })).toBeNull();
  });

  it.each(ADDRESS_PATTERN_CASES)('a log line: $name', ({ email, line, names }) => {
    expect(new RegExp(recipientAddressPattern(email), 'i').test(line)).toBe(names);
  });

  it('names the erased with a pseudonym of the bytes given', () => {
    expect(erasedPseudonym(new Uint8Array([0, 1, 171, 205, 239, 255]))).toBe(
      'erased-0001abcdefff@erased.invalid',
    );
  });
});

describe('what is kept for a while', () => {
  it('goes the given days later', () => {
    expect(purgeAfter(new Date('2026-01-30T10:00:00Z'), 30).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('what an erasure keeps of a rating’s comment', () => {
  it('keeps the stars and drops the words', () => {
    const { chat } = recipientFeedbackComment(
      { version: 2, rating: 4, comment: 'Lovely.\nThanks' },
      [],
    ).message;
    expect(chat.replace(new RegExp(RATED_SENTENCE_PATTERN, 's'), '$1')).toBe('Rated version 2 4 of 5 stars.');
  });
});

describe('an erasure’s pseudonym', () => {
  it('is told apart from an address people read', () => {
    expect(isErasedPseudonym(erasedPseudonym(new Uint8Array([1, 2, 3, 4, 5, 6])))).toBe(true);
    expect(isErasedPseudonym('erased-010203040506@client.example')).toBe(false);
    expect(isErasedPseudonym('reader@client.example')).toBe(false);
  });
});
