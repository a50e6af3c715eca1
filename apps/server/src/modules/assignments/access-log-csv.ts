import { stringify } from 'csv-stringify/sync';
import type { AccessLogEntry } from '@ops/contracts';

const HEADER = ['Date', 'Type', 'Log', 'Platform', 'IP', 'Location', 'Files', 'Shared users'];

/** A spreadsheet would run a cell that starts like a formula: such text gets a leading apostrophe. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A delivery's access log as CSV (UTF-8 with a BOM, so spreadsheets read accents right), oldest first. */
export function accessLogCsv(entries: AccessLogEntry[]) {
  const rows = entries.map((e) =>
    [
      e.date,
      e.type,
      e.access_log_string,
      e.platform,
      e.tooltip.ip ?? '',
      e.tooltip.location ?? '',
      (e.tooltip.files ?? []).join('; '),
      (e.tooltip.shared_users ?? []).join('; '),
    ].map((v) => cell(String(v))),
  );
  return `\uFEFF${stringify([HEADER, ...rows])}`;
}
