import { DELIVERY_MESSAGES, type DeliverInput } from '@ops/contracts';
import { badRequest } from '../../lib/app-error.js';

const DAY = 86_400_000;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The committed delivery's window: COMMITTED_WINDOW_DAYS either side of now (the spec's 2022 one was stale). */
export function committedWindow(now: Date, windowDays: number) {
  const from = new Date(now.getTime() - windowDays * DAY);
  const to = new Date(now.getTime() + windowDays * DAY);
  return { from, to, dates: { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) } };
}

function checkCommittedWindow(committed: Date, now: Date, windowDays: number) {
  const { from, to, dates } = committedWindow(now, windowDays);
  if (committed < from || committed > to)
    throw badRequest(DELIVERY_MESSAGES.committedWindow(dates.from, dates.to));
}

/**
 * Part 2 section 5's checks of a deliver call, group by group (numbered from 1), that need no stored data;
 * the first failure answers. File existence and attachment sizes are checked against the uploads later.
 */
export function checkDeliverGroups(
  input: DeliverInput,
  options: {
    flow: 'new' | 'update';
    isNewGroup: (index: number) => boolean;
    now: Date;
    windowDays: number;
    /** The group's stored committed delivery: sent back unchanged, it is kept, not checked against the window. */
    keptCommitted?: (index: number) => Date | null;
  },
) {
  const seen = new Set<string>();
  input.groups.forEach((group, index) => {
    const n = index + 1;
    if (group.assignment_ids.length === 0) throw badRequest(DELIVERY_MESSAGES.groupMissing(n));
    for (const id of group.assignment_ids) {
      if (seen.has(id)) throw badRequest(DELIVERY_MESSAGES.assignmentTwice(id));
      seen.add(id);
    }
    const targets = group.target_files.length > 0;
    if (options.isNewGroup(index) && group.source_files.length === 0) {
      throw badRequest(DELIVERY_MESSAGES.reenterSource(n));
    }
    if (group.external_link && !isHttpUrl(group.external_link)) {
      throw badRequest(DELIVERY_MESSAGES.invalidLink(n));
    }
    if ((group.external_link || group.external_text) && !targets) {
      throw badRequest(DELIVERY_MESSAGES.reenterTarget(n));
    }
    if (group.email_attachment && !targets) throw badRequest(DELIVERY_MESSAGES.attachmentNeedsTarget(n));
    if (options.flow === 'update' && !group.committed_delivery) {
      throw badRequest(DELIVERY_MESSAGES.committedRequired(n));
    }
    if (group.committed_delivery) {
      const committed = new Date(group.committed_delivery);
      if (committed.getTime() !== options.keptCommitted?.(index)?.getTime())
        checkCommittedWindow(committed, options.now, options.windowDays);
    }
  });
  if (!input.groups.some((g) => g.target_files.length > 0)) throw badRequest(DELIVERY_MESSAGES.noTargetFiles);
}

/** The latest committed delivery of the groups that bring target files, or null. */
export function latestCommitted(input: DeliverInput): Date | null {
  const times = input.groups
    .filter((g) => g.target_files.length > 0 && g.committed_delivery)
    .map((g) => new Date(g.committed_delivery!).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}
