// The deliveries lists' windows and pages: the server's configuration defaults (which the demo uses as they
// are) and the two boundaries both compute, the archive's and the recent view's.

/** The server's defaults (RECENT_DAYS, ARCHIVE_AFTER_DAYS, SEARCH_PAGE_SIZE, LIST_PAGE_SIZE, ARCHIVE_COUNT_CAP). */
export const LIST_WINDOW_DEFAULTS = {
  /** The list without a month or a search shows this many days. */
  recentDays: 30,
  /** Deliveries older than this many days are the archive's. */
  archiveAfterDays: 90,
  /** Matches a search answers per page. */
  searchPageSize: 50,
  /** Cards a page of a month or of the recent view holds when the caller asks for a page (decision 0025). */
  listPageSize: 200,
  /** 'See Archived' counts exactly up to this, and shows 'cap+' above (decision 0025). */
  archiveCountCap: 100,
} as const;

const DAY = 86_400_000;

/** Deliveries delivered before this moment (milliseconds) are the archive's; nothing moves, the boundary is the read. */
export const archiveCutoff = (now: number, archiveAfterDays: number) => now - archiveAfterDays * DAY;

/** A delivery is live when delivered at or after the archive's cutoff. */
export const isLiveAt = (deliveredAt: number, now: number, archiveAfterDays: number) =>
  deliveredAt >= archiveCutoff(now, archiveAfterDays);

/**
 * Where the recent view starts: the last `recentDays` of the live list, or the `recentDays` that most
 * recently became archive.
 */
export const recentViewStart = (
  scope: 'live' | 'archive',
  now: number,
  { recentDays, archiveAfterDays }: { recentDays: number; archiveAfterDays: number },
) => (scope === 'live' ? now : archiveCutoff(now, archiveAfterDays)) - recentDays * DAY;
