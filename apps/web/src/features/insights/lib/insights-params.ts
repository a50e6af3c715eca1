import {
  INSIGHT_PERIODS,
  insightMonths,
  insightsQuerySchema,
  utcDay,
  type InsightPeriod,
  type ServiceCategoryCode,
} from '@ops/contracts';

/** What the page asks for, as the address and the API's query both hold it. */
export interface InsightsArgs {
  period: InsightPeriod;
  /** 'YYYY-MM', only with the custom period. */
  from?: string;
  to?: string;
  client_id?: number;
  category?: ServiceCategoryCode;
}

const DEFAULT_ARGS: InsightsArgs = { period: '12' };

/** The current month as the server counts it: UTC. */
const currentMonth = (now = Date.now()) => utcDay(now).slice(0, 7);

/** Whether the contracts' query schema accepts these values (a field at a time, or a whole custom period). */
const accepted = (values: Record<string, string>) => insightsQuerySchema.safeParse(values).success;

/**
 * The filters an address holds. Each value the contracts' schema refuses falls back to its default, so a
 * shared or hand-edited address still opens a page: an unknown period or a broken custom one is the last
 * 12 months, a bad client or category is all of them.
 */
export function argsFromParams(params: URLSearchParams): InsightsArgs {
  const period = params.get('period') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const client = params.get('client_id') ?? '';
  const category = params.get('category') ?? '';
  const args: InsightsArgs = { ...DEFAULT_ARGS };
  if ((INSIGHT_PERIODS as readonly string[]).includes(period)) {
    if (period !== 'custom') args.period = period as InsightPeriod;
    else if (accepted({ period, from, to })) Object.assign(args, { period, from, to });
  }
  if (client && accepted({ client_id: client })) args.client_id = Number(client);
  if (category && accepted({ category })) args.category = category as ServiceCategoryCode;
  return args;
}

/** The address's search part for these filters: the defaults are left out. */
export function paramsOf(args: InsightsArgs): URLSearchParams {
  const params = new URLSearchParams();
  if (args.period !== DEFAULT_ARGS.period) params.set('period', args.period);
  if (args.period === 'custom' && args.from && args.to) {
    params.set('from', args.from);
    params.set('to', args.to);
  }
  if (args.client_id) params.set('client_id', String(args.client_id));
  if (args.category) params.set('category', args.category);
  return params;
}

/** The months these filters cover, first to last ('YYYY-MM'). */
export const monthsOf = (args: InsightsArgs, current = currentMonth()) => insightMonths(args, current);

/** The refusal of a custom period, or null when the schema accepts it. */
export function customPeriodProblem(from: string, to: string): string | null {
  // An emptied field is a month not given, not a month written wrong.
  const result = insightsQuerySchema.safeParse({
    period: 'custom',
    from: from || undefined,
    to: to || undefined,
  });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
