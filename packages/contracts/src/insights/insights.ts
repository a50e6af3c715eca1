import { z } from 'zod';
import { SERVICE_CATEGORIES, type ServiceCategoryCode } from '../assignments/service-category.js';
import { decimalIdSchema } from '../rules/ids.js';
import { INSIGHT_MAX_MONTHS, INSIGHT_MESSAGES } from './insight-texts.js';

/**
 * Insights (issue 25, decision 0041): what managers read of the deliveries without exporting CSV: on-time
 * delivery, volume and client response per month, with the same months a year earlier beside them.
 */

export * from './insight-texts.js';

export const INSIGHT_PERIODS = ['3', '6', '12', 'custom'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const monthSchema = z.string().regex(MONTH, INSIGHT_MESSAGES.monthRule);
const CATEGORY_CODES = Object.keys(SERVICE_CATEGORIES) as [ServiceCategoryCode, ...ServiceCategoryCode[]];

/** GET insights/: the period (the last 3, 6 or 12 months up to the current one, or from–to), client, category. */
export const insightsQuerySchema = z
  .object({
    period: z.enum(INSIGHT_PERIODS, { error: INSIGHT_MESSAGES.periodRule }).default('12'),
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    client_id: decimalIdSchema(INSIGHT_MESSAGES.clientRule).optional(),
    category: z.enum(CATEGORY_CODES, { error: INSIGHT_MESSAGES.categoryRule }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    const refusal =
      !q.from || !q.to
        ? INSIGHT_MESSAGES.customNeedsMonths
        : q.from > q.to
          ? INSIGHT_MESSAGES.customOrder
          : monthsBetween(q.from, q.to).length > INSIGHT_MAX_MONTHS
            ? INSIGHT_MESSAGES.customTooLong
            : null;
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

/** Every month from `from` to `to`, both included ('YYYY-MM'). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let i = 0; i <= INSIGHT_MAX_MONTHS * 4; i++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > to) break;
    months.push(key);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The same month a year earlier. */
export const yearEarlier = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;

/** The months a query asks for, given the current month ('YYYY-MM', UTC). */
export function insightMonths(query: { period: InsightPeriod; from?: string; to?: string }, current: string) {
  if (query.period === 'custom') return monthsBetween(query.from!, query.to!);
  const count = Number(query.period);
  const [year, month] = current.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - count, 1));
  return monthsBetween(start.toISOString().slice(0, 7), current);
}

const share = z.number().min(0).max(1).nullable();
const hours = z.number().nullable();

/** One month's figures. Counts are 0 and shares, averages and medians null where nothing was delivered. */
export const insightMonthSchema = z.object({
  month: z.string(),
  /** Versions delivered in the month that had a committed time. */
  versions_committed: z.number().int(),
  on_time: z.number().int(),
  on_time_share: share,
  /** The median lateness of the late ones, in hours. */
  median_late_hours: hours,
  deliveries: z.number().int(),
  versions: z.number().int(),
  words: z.number(),
  minutes: z.number(),
  images: z.number(),
  ratings: z.number().int(),
  rating_average: z.number().nullable(),
  complaints_opened: z.number().int(),
  complaints_resolved: z.number().int(),
  /** The median time from a version's delivery to its first download by a recipient, in hours. */
  median_first_download_hours: hours,
});
export type InsightMonth = z.infer<typeof insightMonthSchema>;

/** How the figures are rounded, by the server and the demo alike: shares to 4 places, hours 1 (averages: below). */
export const roundFigure = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * An average of whole numbers (ratings) to `places`, half up: from the total and the count, so that it is exact
 * where the quotient as a float is not (41 / 40 is 1.025, which a float quotient holds as 1.02499…).
 */
export const averageFigure = (total: number, count: number, places: number) =>
  count > 0 ? Math.round((total * 10 ** places) / count) / 10 ** places : null;

/** A month nothing happened in: counts 0, shares, averages and medians null. */
export const emptyInsightMonth = (month: string): InsightMonth => ({
  month,
  versions_committed: 0,
  on_time: 0,
  on_time_share: null,
  median_late_hours: null,
  deliveries: 0,
  versions: 0,
  words: 0,
  minutes: 0,
  images: 0,
  ratings: 0,
  rating_average: null,
  complaints_opened: 0,
  complaints_resolved: 0,
  median_first_download_hours: null,
});

export const insightClientSchema = z.object({
  client_id: z.number().int(),
  client_code: z.string(),
  client_name: z.string(),
  deliveries: z.number().int(),
  versions: z.number().int(),
  versions_committed: z.number().int(),
  on_time: z.number().int(),
  on_time_share: share,
  median_late_hours: hours,
});
export type InsightClient = z.infer<typeof insightClientSchema>;

export const insightCategorySchema = z.object({
  category: z.enum(CATEGORY_CODES),
  label: z.string(),
  deliveries: z.number().int(),
  versions: z.number().int(),
});
export type InsightCategory = z.infer<typeof insightCategorySchema>;

export const insightsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    months: z.array(insightMonthSchema),
    /** The same months a year earlier, in the same order. */
    previous_months: z.array(insightMonthSchema),
    /** The period's figures per client, most deliveries first. */
    clients: z.array(insightClientSchema),
    /** The period's deliveries and versions per service category (a delivery counts in each of its categories). */
    categories: z.array(insightCategorySchema),
  }),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
