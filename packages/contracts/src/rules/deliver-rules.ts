import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import type { DeliverInput } from '../deliveries/deliver.js';
import { utcDay } from './utc-day.js';

const DAY_MS = 86_400_000;

/** The server's COMMITTED_WINDOW_DAYS default: the committed delivery may lie this far either side of now. */
export const DEFAULT_COMMITTED_WINDOW_DAYS = 365;

/** The committed delivery's window: `windowDays` either side of now (the spec's 2022 one was stale). */
export function committedWindow(now: Date, windowDays = DEFAULT_COMMITTED_WINDOW_DAYS) {
  const from = new Date(now.getTime() - windowDays * DAY_MS);
  const to = new Date(now.getTime() + windowDays * DAY_MS);
  return { from, to, dates: { from: utcDay(from), to: utcDay(to) } };
}

/**
 * An external delivery's link: an http or https address whose host has a dot, is localhost or is an IP
 * address ('https://wetransfer' is a typo, not a place a client can reach).
 */
export function isDeliveryLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    const host = url.hostname;
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (host.includes('.') || host === 'localhost' || host.startsWith('['))
    );
  } catch {
    return false;
  }
}

export interface DeliverGroupChecks {
  flow: 'new' | 'update';
  /** Whether the group at this index makes new assignments' files (it then needs sources). */
  isNewGroup: (index: number) => boolean;
  now: Date;
  windowDays: number;
  /** The group's stored committed delivery: sent back unchanged, it is kept, not checked against the window. */
  keptCommitted?: (index: number) => Date | null;
}

/**
 * Part 2 section 5's checks of a deliver call that need no stored data, group by group (numbered from 1):
 * the first failure's message, or null. File existence and attachment sizes are checked against the uploads
 * later. The server answers a refusal 400, and so does the demo.
 */
export function deliverGroupRefusal(input: DeliverInput, checks: DeliverGroupChecks): string | null {
  const seen = new Set<string>();
  for (const [index, group] of input.groups.entries()) {
    const n = index + 1;
    if (group.assignment_ids.length === 0) return DELIVERY_MESSAGES.groupMissing(n);
    for (const id of group.assignment_ids) {
      if (seen.has(id)) return DELIVERY_MESSAGES.assignmentTwice(id);
      seen.add(id);
    }
    const targets = group.target_files.length > 0;
    if (checks.isNewGroup(index) && group.source_files.length === 0)
      return DELIVERY_MESSAGES.reenterSource(n);
    if (group.external_link && !isDeliveryLink(group.external_link)) return DELIVERY_MESSAGES.invalidLink(n);
    if ((group.external_link || group.external_text) && !targets) return DELIVERY_MESSAGES.reenterTarget(n);
    if (group.email_attachment && !targets) return DELIVERY_MESSAGES.attachmentNeedsTarget(n);
    if (checks.flow === 'update' && !group.committed_delivery) return DELIVERY_MESSAGES.committedRequired(n);
    if (group.committed_delivery) {
      const committed = new Date(group.committed_delivery);
      const { from, to, dates } = committedWindow(checks.now, checks.windowDays);
      const kept = committed.getTime() === checks.keptCommitted?.(index)?.getTime();
      if (!kept && (committed < from || committed > to))
        return DELIVERY_MESSAGES.committedWindow(dates.from, dates.to);
    }
  }
  if (!input.groups.some((g) => g.target_files.length > 0)) return DELIVERY_MESSAGES.noTargetFiles;
  return null;
}

/** The latest committed delivery of the groups that bring target files, or null. */
export function latestCommitted(input: DeliverInput): Date | null {
  const times = input.groups
    .filter((g) => g.target_files.length > 0 && g.committed_delivery)
    .map((g) => new Date(g.committed_delivery!).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}
