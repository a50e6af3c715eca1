import type { AuditQuery } from '../api/audit-api';

/** What the filter form holds: ids chosen from lists, an action, and days as the date inputs give them. */
export interface AuditFilterState {
  actor: number | null;
  action: string | null;
  client: number | null;
  /** YYYY-MM-DD, the browser's own day, or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterState = { actor: null, action: null, client: null, from: '', to: '' };

/** The first and the last millisecond of a day in the browser's time zone, as ISO date-times. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The range is backwards: the page says so and asks nothing of the server. */
export const rangeBackwards = (f: AuditFilterState) => Boolean(f.from && f.to && f.from > f.to);

/** The call's filters: the chosen days are the admin's local days, sent as exact instants. */
export function toAuditQuery(f: AuditFilterState): AuditQuery {
  return {
    actor: f.actor ?? undefined,
    action: f.action ?? undefined,
    client: f.client ?? undefined,
    from: f.from ? startOfDay(f.from) : undefined,
    to: f.to ? endOfDay(f.to) : undefined,
  };
}
