import {
  insightMonths,
  averageFigure,
  roundFigure,
  SERVICE_CATEGORIES,
  serviceCategoryOf,
  yearEarlier,
} from '@ops/contracts';
import type {
  FileDetails,
  InsightCategory,
  InsightClient,
  InsightMonth,
  insightsQuerySchema,
  ServiceCategoryCode,
} from '@ops/contracts';
import type { z } from 'zod';
import type { DemoState } from './demo-state';

type Query = z.output<typeof insightsQuerySchema>;

const HOUR = 3_600_000;

/** The UTC month of a time, 'YYYY-MM', as the server's SQL groups it. */
const monthOf = (time: string | number | Date) => new Date(time).toISOString().slice(0, 7);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const medianHours = (values: number[]) => {
  const found = median(values);
  return found === null ? null : roundFigure(found, 1);
};

/** One delivered version of a delivery the filters keep. */
interface Delivered {
  delivery: FileDetails;
  version: number;
  month: string;
  actual: number;
  committed: number | null;
}

/** The deliveries the query's client and category keep. */
function filtered(state: DemoState, query: Query): FileDetails[] {
  const client = state.clients.find((c) => c.client_id === query.client_id);
  return state.deliveries.filter(
    (d) =>
      (query.client_id === undefined || d.client_code === client?.client_code) &&
      (!query.category || d.services.some((s) => serviceCategoryOf(s.service) === query.category)),
  );
}

function deliveredVersions(deliveries: FileDetails[]): Delivered[] {
  return deliveries.flatMap((delivery) =>
    delivery.target_versions.flatMap((v) =>
      v.actual_delivery
        ? [
            {
              delivery,
              version: v.version,
              month: monthOf(v.actual_delivery),
              actual: Date.parse(v.actual_delivery),
              committed: v.committed_delivery ? Date.parse(v.committed_delivery) : null,
            },
          ]
        : [],
    ),
  );
}

/** On-time delivery of some versions: a month's or a client's. */
function punctuality(versions: Delivered[]) {
  const committed = versions.filter((v) => v.committed !== null);
  const late = committed.filter((v) => v.actual > v.committed!);
  const onTime = committed.length - late.length;
  return {
    versions: versions.length,
    versions_committed: committed.length,
    on_time: onTime,
    on_time_share: committed.length ? roundFigure(onTime / committed.length, 4) : null,
    median_late_hours: medianHours(late.map((v) => (v.actual - v.committed!) / HOUR)),
  };
}

const UNIT_TYPES = { words: /^words?$/i, minutes: /^minutes?$/i, images: /^images?$/i };

const unitsOf = (delivery: FileDetails, unit: RegExp) =>
  sum(
    delivery.services.flatMap((s) =>
      s.sub_services.filter((sub) => unit.test(sub.unit_type)).map((sub) => sub.unit_count),
    ),
  );

/** Volume: a delivery counts, with its units, in the month of its first version. */
function volume(versions: Delivered[]) {
  const firsts = versions.filter((v) => v.version === 1).map((v) => v.delivery);
  const units = (unit: RegExp) => sum(firsts.map((d) => unitsOf(d, unit)));
  return {
    deliveries: firsts.length,
    words: units(UNIT_TYPES.words),
    minutes: units(UNIT_TYPES.minutes),
    images: units(UNIT_TYPES.images),
  };
}

/** A recipient's download as the access log has it: recipients are logged by address, staff by name. */
const RECIPIENT_DOWNLOAD = /^\S+@\S+ downloaded /;

/**
 * The first time a recipient downloaded each version, from the access log (the demo keeps no download
 * times). A line that names no version (the sample's) is of the version delivered last before it.
 */
function firstDownloads(state: DemoState, delivery: FileDetails): Map<number, number> {
  const first = new Map<number, number>();
  const delivered = deliveredVersions([delivery]).sort((a, b) => b.actual - a.actual);
  for (const entry of state.accessLogs.get(delivery.id) ?? []) {
    if (entry.type !== 'download' || !RECIPIENT_DOWNLOAD.test(entry.access_log_string)) continue;
    const at = Date.parse(entry.date);
    const named = /\(version (\d+)\)$/.exec(entry.access_log_string)?.[1];
    const version = named ? Number(named) : delivered.find((v) => v.actual <= at)?.version;
    if (version !== undefined && at < (first.get(version) ?? Infinity)) first.set(version, at);
  }
  return first;
}

/** What recipients did, each with its month: ratings, complaints opened and resolved, first downloads. */
function responses(state: DemoState, deliveries: FileDetails[]) {
  const ids = new Set(deliveries.map((d) => d.id));
  // A rating's key is `<address>:<delivery>:<version>` (data/recipients.ts).
  const ratings = [...state.recipientRatings].flatMap(([key, { rating, saved_at }]) =>
    saved_at && ids.has(Number(key.split(':').at(-2))) ? [{ month: monthOf(saved_at), rating }] : [],
  );
  const complaints = state.complaints.rows.filter((r) => ids.has(r.delivery_id));
  const downloads = new Map(deliveries.map((d) => [d.id, firstDownloads(state, d)]));
  return (month: string, delivered: Delivered[]) => {
    const rated = ratings.filter((r) => r.month === month).map((r) => r.rating);
    const waits = delivered.flatMap((v) => {
      const at = downloads.get(v.delivery.id)?.get(v.version);
      return at === undefined ? [] : [(at - v.actual) / HOUR];
    });
    return {
      ratings: rated.length,
      rating_average: averageFigure(sum(rated), rated.length, 2),
      complaints_opened: complaints.filter((r) => monthOf(r.created_at) === month).length,
      complaints_resolved: complaints.filter(
        (r) => r.status === 'resolved' && r.resolved_at && monthOf(r.resolved_at) === month,
      ).length,
      median_first_download_hours: medianHours(waits),
    };
  };
}

/** The period's figures per client with a version in it, most deliveries first, then by code. */
function clientFigures(state: DemoState, versions: Delivered[]): InsightClient[] {
  return state.clients
    .map((client) => {
      const own = versions.filter((v) => v.delivery.client_code === client.client_code);
      const { client_id, client_code, client_name } = client;
      const deliveries = own.filter((v) => v.version === 1).length;
      return { client_id, client_code, client_name, ...punctuality(own), deliveries };
    })
    .filter((c) => c.versions > 0)
    .sort((a, b) => b.deliveries - a.deliveries || (a.client_code < b.client_code ? -1 : 1));
}

/** The period's deliveries and versions per category; a delivery counts once in each of its categories. */
function categoryFigures(versions: Delivered[]): InsightCategory[] {
  const counts = new Map<ServiceCategoryCode, { deliveries: number; versions: number }>();
  for (const v of versions) {
    for (const category of new Set(v.delivery.services.map((s) => serviceCategoryOf(s.service)))) {
      const count = counts.get(category) ?? { deliveries: 0, versions: 0 };
      count.versions += 1;
      if (v.version === 1) count.deliveries += 1;
      counts.set(category, count);
    }
  }
  return [...counts]
    .map(([category, count]) => ({ category, label: SERVICE_CATEGORIES[category], ...count }))
    .sort((a, b) => b.deliveries - a.deliveries || (a.category < b.category ? -1 : 1));
}

/** The Insights figures (decision 0041) of the demo's state, as the server computes them in SQL. */
export function insightFigures(state: DemoState, query: Query) {
  const months = insightMonths(query, monthOf(state.clock()));
  const deliveries = filtered(state, query);
  const versions = deliveredVersions(deliveries);
  const responded = responses(state, deliveries);
  const monthFigures = (month: string): InsightMonth => {
    const delivered = versions.filter((v) => v.month === month);
    return { month, ...punctuality(delivered), ...volume(delivered), ...responded(month, delivered) };
  };
  const period = versions.filter((v) => months.includes(v.month));
  return {
    months: months.map(monthFigures),
    previous_months: months.map(yearEarlier).map(monthFigures),
    clients: clientFigures(state, period),
    categories: categoryFigures(period),
  };
}
