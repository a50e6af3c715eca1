import {
  cumulativeDiscount,
  entityFinalSellPrice,
  invoiceCumulativeDiscount,
  moneySchema,
  percentSchema,
} from '@ops/contracts';

/** Display helpers over the contracts' exact decimal formulas; null when the inputs are not usable. */

const isMoney = (value: unknown): value is string => moneySchema.safeParse(value).success;
const isPercent = (value: unknown): value is string => percentSchema.safeParse(value).success;
/** A price that exists and is above zero ("0.00" counts as none). */
export const hasPrice = (price: string | null | undefined): price is string => !!price && /[1-9]/.test(price);

function safely(compute: () => string): string | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

export const finalSellPrice = (listPrice: string | null, discount: unknown) =>
  hasPrice(listPrice) && isPercent(discount) ? safely(() => entityFinalSellPrice(listPrice, discount)) : null;

export const liveCumulativeDiscount = (
  offered: unknown,
  listPrice: string | null,
  mslaPrice: string | null,
) =>
  hasPrice(listPrice) && isMoney(offered)
    ? safely(() => invoiceCumulativeDiscount(offered, listPrice, hasPrice(mslaPrice) ? mslaPrice : null))
    : null;

export const discountAgainst = (offered: unknown, base: string | null) =>
  hasPrice(base) && isMoney(offered) ? safely(() => cumulativeDiscount(offered, base)) : null;
