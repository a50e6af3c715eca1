import { readFile } from 'node:fs/promises';
import { SYNC_MESSAGES } from '@ops/contracts';
import { AppError, badRequest } from '../../lib/app-error.js';
import { readTable, type Table } from '../intake/index.js';

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

async function fetchText(url: string) {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
  } catch {
    throw unreachable();
  }
  if (!response.ok) throw unreachable();
  return response.text();
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

/** Reads the tracking sheet: a CSV or XLSX file, or a CSV over HTTP(S) (a Google Sheets CSV export works). */
export async function readTracker(source: string): Promise<TrackerRow[]> {
  try {
    const bytes = /^https?:\/\//i.test(source)
      ? Buffer.from(await fetchText(source), 'utf8')
      : await readFile(source);
    return toRows(await readTable(bytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw unreachable();
    throw badRequest(SYNC_MESSAGES.unreadable);
  }
}
