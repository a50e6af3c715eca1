import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { caseFileSize, UPLOAD_PART_CASES } from './upload-part-cases.js';
import {
  bareEtag,
  completedParts,
  partLength,
  partLengthRefusal,
  partNumberRefusal,
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
