import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SYNC_MESSAGES } from '@ops/contracts';
import type { Config } from '@/config.js';
import { AppError, badRequest } from '@/lib/app-error.js';
import { FetchRefused, safeFetch } from '@/lib/safe-fetch.js';
import { readSheet, sheetLimits, SheetRefusal, type Table } from '@/lib/sheet-reader/read-sheet.js';

/** The documented columns of the tracking sheet; `batch_id` finds the row, empty cells change nothing. */
export const TRACKER_COLUMNS = [
  'batch_id',
  'requester_name',
  'invoice_code',
  'requested_delivery',
  'committed_delivery',
  'actual_delivery',
  'feedback',
] as const;
export type TrackerRow = Partial<Record<(typeof TRACKER_COLUMNS)[number], string>>;

const unreachable = () => new AppError(502, SYNC_MESSAGES.unreachable);

type TrackerConfig = Pick<
  Config,
  | 'TRACKER_SHEET'
  | 'DATA_DIR'
  | 'TRACKER_MAX_MB'
  | 'TRACKER_FETCH_SECONDS'
  | 'TRACKER_SHEET_INTERNAL'
  | 'TRACKER_REDIRECT_HOSTS'
> &
  Parameters<typeof sheetLimits>[0];

/** Where the tracking sheet is and how it may be read (decision 0019). */
export const trackerSettings = (config: TrackerConfig) => ({
  source: config.TRACKER_SHEET ?? path.join(config.DATA_DIR, 'tracker.csv'),
  maxBytes: config.TRACKER_MAX_MB * 1024 * 1024,
  timeoutMs: config.TRACKER_FETCH_SECONDS * 1000,
  internal: config.TRACKER_SHEET_INTERNAL,
  redirectHosts: config.TRACKER_REDIRECT_HOSTS,
  limits: sheetLimits(config),
});
export type TrackerSettings = ReturnType<typeof trackerSettings>;

async function fetchSheet(settings: TrackerSettings) {
  const first = new URL(settings.source).hostname;
  try {
    const response = await safeFetch(settings.source, {
      maxBytes: settings.maxBytes,
      timeoutMs: settings.timeoutMs,
      redirectHosts: settings.redirectHosts,
      // An internal sheet host is the operator's own choice; every other host must be public.
      ...(settings.internal
        ? { allowAddress: (_address: string, hostname: string) => hostname === first }
        : {}),
    });
    return response.body;
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    if (error.reason === 'too-large') throw new AppError(502, SYNC_MESSAGES.tooLarge);
    if (error.reason === 'address' || error.reason === 'redirect')
      throw new AppError(502, SYNC_MESSAGES.notAllowed);
    throw unreachable();
  }
}

async function readLocalSheet(settings: TrackerSettings) {
  if ((await stat(settings.source)).size > settings.maxBytes) throw badRequest(SYNC_MESSAGES.tooLarge);
  return readFile(settings.source);
}

function toRows(table: Table): TrackerRow[] {
  const [header, ...rows] = table;
  if (!header) throw badRequest(SYNC_MESSAGES.unreadable);
  const names = header.map((h) => h.toLowerCase());
  if (!names.includes('batch_id')) throw badRequest(SYNC_MESSAGES.unreadable);
  return rows.map((cells) => {
    const row: TrackerRow = {};
    names.forEach((name, i) => {
      const cell = cells[i];
      if ((TRACKER_COLUMNS as readonly string[]).includes(name) && cell) row[name as keyof TrackerRow] = cell;
    });
    return row;
  });
}

/**
 * Reads the tracking sheet: a CSV or XLSX file, or one over HTTP(S) (a Google Sheets CSV export works),
 * fetched with the bounded fetch and parsed by the limited sheet reader.
 */
export async function readTracker(settings: TrackerSettings): Promise<TrackerRow[]> {
  try {
    const bytes = /^https?:\/\//i.test(settings.source)
      ? await fetchSheet(settings)
      : await readLocalSheet(settings);
    return toRows(await readSheet(bytes, settings.limits));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw unreachable();
    if (error instanceof SheetRefusal && error.reason !== 'unreadable')
      throw badRequest(SYNC_MESSAGES.tooLarge);
    throw badRequest(SYNC_MESSAGES.unreadable);
  }
}
