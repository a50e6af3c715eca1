import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { caseFileSize, UPLOAD_PART_CASES, UPLOAD_START_CASES } from './upload-part-cases.js';
import {
  bareEtag,
  completedParts,
  partLength,
  partLengthRefusal,
  partNumberRefusal,
  uploadStartRefusal,
  type RecordedPart,
} from './upload-parts.js';

const chunk = 10;
const layout = { chunk, fileSize: caseFileSize(chunk), partCount: 3 };

describe('the upload part rule', () => {
  it.each(UPLOAD_PART_CASES)('$name', ({ uploaded = [1, 2, 3], wrongPut, sent, refusal }) => {
    if (wrongPut) {
      expect(partLengthRefusal(layout, wrongPut.part, wrongPut.bytes(chunk))).toBe(wrongPut.refusal(chunk));
    }
    const recorded: RecordedPart[] = uploaded.map((n) => ({
      partNumber: n,
      etag: `"etag-${n}"`,
      size: partLength(layout, n),
    }));
    const etags = [1, 2, 3].map((n) => (uploaded.includes(n) ? `"etag-${n}"` : ''));
    const result = completedParts(layout, sent(etags), recorded);
    if (refusal === null)
      expect(result).toEqual({ parts: recorded.sort((a, b) => a.partNumber - b.partNumber) });
    else expect(result).toEqual({ refusal });
  });

  it('gives every part the chunk but the last, which is the rest', () => {
    expect([1, 2, 3].map((n) => partLength(layout, n))).toEqual([10, 10, 777]);
    expect(partLength({ chunk: 10, fileSize: 10, partCount: 1 }, 1)).toBe(10);
  });

  it('refuses part numbers outside the upload', () => {
    expect([0, 1, 3, 4].map((n) => partNumberRefusal(layout, n))).toEqual([
      DELIVERY_MESSAGES.partOutOfRange,
      null,
      null,
      DELIVERY_MESSAGES.partOutOfRange,
    ]);
  });

  it('refuses a recorded part of the wrong length even with the listed ETag', () => {
    const recorded = [1, 2, 3].map((n) => ({ partNumber: n, etag: `e${n}`, size: 10 }));
    const sent = [1, 2, 3].map((n) => ({ PartNumber: n, ETag: `e${n}` }));
    expect(completedParts(layout, sent, recorded)).toEqual({
      refusal: DELIVERY_MESSAGES.partWrongSize(777, 10),
    });
  });

  it('compares ETags bare', () => {
    expect(['"a1"', 'W/"a1"', ' a1 ', 'a1'].map(bareEtag)).toEqual(['a1', 'a1', 'a1', 'a1']);
  });
});

describe('the upload start rule', () => {
  const max = 10_240 * 1024 * 1024;
  it.each(UPLOAD_START_CASES)('$name', ({ file, refusal }) => {
    expect(uploadStartRefusal(file(max), max)).toBe(refusal?.(max) ?? null);
  });

  it('refuses more than 10,000 parts of the part size asked for', () => {
    const file = { file_name: 'big.bin', file_size: 10_001 * 5 * 1024 * 1024, chunk_size: 5 };
    expect(uploadStartRefusal(file, Number.MAX_SAFE_INTEGER)).toBe(DELIVERY_MESSAGES.tooManyParts);
  });
});
