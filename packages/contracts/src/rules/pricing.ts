import { Decimal } from 'decimal.js';
import { CORPORATE_DISCOUNT_PERCENT, MONEY_DECIMALS } from './client-admin-constants.js';

/** Money and percentages travel as decimal strings ("12.50"); they are never binary floating point. */
export type DecimalText = string;

const round = (value: Decimal) => value.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
export const formatMoney = (value: Decimal.Value): DecimalText =>
  round(new Decimal(value)).toFixed(MONEY_DECIMALS);

/**
 * Entity final sell price (part 3 section 5): list price times (100 minus discount) times 0.9, divided by
 * 100, rounded to 2 decimals. The 0.9 is the further corporate reduction of 10 percent.
 */
export function entityFinalSellPrice(listPrice: Decimal.Value, discountPercent: Decimal.Value): DecimalText {
  const corporate = new Decimal(100 - CORPORATE_DISCOUNT_PERCENT).div(100);
  return formatMoney(
    new Decimal(listPrice).times(new Decimal(100).minus(discountPercent)).times(corporate).div(100),
  );
}

/** 100 minus (100 times invoice price divided by the base price), rounded to 2 decimals. */
export function cumulativeDiscount(invoicePrice: Decimal.Value, basePrice: Decimal.Value): DecimalText {
  const base = new Decimal(basePrice);
  if (base.lte(0)) throw new RangeError('The base price must be above zero.');
  return formatMoney(new Decimal(100).minus(new Decimal(invoicePrice).times(100).div(base)));
}

/** The invoice's cumulative discount: against the MSLA price when there is one, else the list price. */
export function invoiceCumulativeDiscount(
  invoicePrice: Decimal.Value,
  listPrice: Decimal.Value,
  mslaPrice?: Decimal.Value | null,
): DecimalText {
  return cumulativeDiscount(invoicePrice, mslaPrice ?? listPrice);
}
