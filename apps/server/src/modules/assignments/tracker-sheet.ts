import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { SYNC_MESSAGES } from '@ops/contracts';
import { AppError, badRequest } from '../../lib/app-error.js';

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

function toRows(table: unknown[][]): TrackerRow[] {
  const [header, ...rows] = table;
  if (!header) throw badRequest(SYNC_MESSAGES.unreadable);
  const names = header.map((h) =>
    String(h ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!names.includes('batch_id')) throw badRequest(SYNC_MESSAGES.unreadable);
  return rows.map((cells) => {
    const row: TrackerRow = {};
    names.forEach((name, i) => {
      const cell = cells[i];
      if (
        (TRACKER_COLUMNS as readonly string[]).includes(name) &&
        cell !== null &&
        cell !== undefined &&
        cell !== ''
      ) {
        row[name as keyof TrackerRow] = cell instanceof Date ? cell.toISOString() : String(cell).trim();
      }
    });
    return row;
  });
}

/** Reads the tracking sheet: a CSV or XLSX file, or a CSV over HTTP(S) (a Google Sheets CSV export works). */
export async function readTracker(source: string): Promise<TrackerRow[]> {
  try {
    if (/^https?:\/\//i.test(source))
      return toRows(parse(await fetchText(source), { relax_column_count: true }));
    if (source.toLowerCase().endsWith('.xlsx')) return toRows(await readSheet(source));
    return toRows(parse(await readFile(source, 'utf8'), { relax_column_count: true }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw unreachable();
    throw badRequest(SYNC_MESSAGES.unreadable);
  }
}
