import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cumulativeDiscount, entityFinalSellPrice, invoiceCumulativeDiscount } from './pricing.js';

// An independent oracle in integer arithmetic: amounts in hundredths, rounding half away from zero.
const hundredths = fc.bigInt({ min: 0n, max: 99_999_999n });
const toText = (n: bigint) => {
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** numerator / denominator in hundredths, rounded half up (away from zero), as text. */
const roundedRatio = (numerator: bigint, denominator: bigint) => {
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const q = (2n * n + d) / (2n * d);
  return toText(negative && q !== 0n ? -q : q);
};

describe('entity final sell price', () => {
  it('is list x (100 - discount) x 0.9 / 100, rounded half up to 2 decimals', () => {
    fc.assert(
      fc.property(hundredths, fc.bigInt({ min: 0n, max: 10_000n }), (list, discount) => {
        // list/100 * (100 - d/100) * 9/10 / 100, expressed in hundredths of the result:
        const expected = roundedRatio(list * (10_000n - discount) * 9n, 100n * 10n * 100n);
        expect(entityFinalSellPrice(toText(list), toText(discount))).toBe(expected);
      }),
    );
  });

  it('matches worked examples', () => {
    expect(entityFinalSellPrice('100', '0')).toBe('90.00');
    expect(entityFinalSellPrice('0.14', '10')).toBe('0.11');
    expect(entityFinalSellPrice('18.00', '12.5')).toBe('14.18');
    expect(entityFinalSellPrice('0.05', '0')).toBe('0.05'); // 0.045 rounds half up
  });
});

describe('invoice cumulative discount', () => {
  it('is 100 - 100 x invoice / base, rounded half up to 2 decimals', () => {
    fc.assert(
      fc.property(hundredths, fc.bigInt({ min: 1n, max: 99_999_999n }), (invoice, base) => {
        // (100 - 100 x i / b), in hundredths: 10000 x (b - i) / b
        const expected = roundedRatio(10_000n * (base - invoice), base);
        expect(cumulativeDiscount(toText(invoice), toText(base))).toBe(expected);
      }),
    );
  });

  it('is measured against the MSLA price when there is one, else the list price', () => {
    fc.assert(
      fc.property(
        hundredths,
        fc.bigInt({ min: 1n, max: 9_999_999n }),
        fc.option(fc.bigInt({ min: 1n, max: 9_999_999n })),
        (invoice, list, msla) => {
          const base = msla ?? list;
          expect(
            invoiceCumulativeDiscount(toText(invoice), toText(list), msla === null ? null : toText(msla)),
          ).toBe(cumulativeDiscount(toText(invoice), toText(base)));
        },
      ),
    );
    expect(invoiceCumulativeDiscount('90', '100', null)).toBe('10.00');
    expect(invoiceCumulativeDiscount('90', '100', '95')).toBe('5.26');
    expect(invoiceCumulativeDiscount('120', '100')).toBe('-20.00');
  });

  it('refuses a zero base price', () => {
    expect(() => cumulativeDiscount('1', '0')).toThrow(RangeError);
  });
});
