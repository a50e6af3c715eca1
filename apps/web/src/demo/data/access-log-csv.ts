import type { AccessLogEntry } from '@ops/contracts';

const HEADER = ['Date', 'Type', 'Log', 'Platform', 'IP', 'Location', 'Files', 'Shared users'];

/** A spreadsheet would run a cell that starts like a formula: such text gets a leading apostrophe. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
/** Quoted only when it must be, as csv-stringify writes it. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The server's export: UTF-8 with a BOM (so spreadsheets read accents right), oldest entry first. */
export function accessLogCsv(entries: AccessLogEntry[]) {
  const rows = [...entries]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) =>
      [
        e.date,
        e.type,
        e.access_log_string,
        e.platform,
        e.tooltip.ip,
        e.tooltip.location,
        e.tooltip.files.join('; '),
        e.tooltip.shared_users.join('; '),
      ].map(cell),
    );
  return `\uFEFF${[HEADER, ...rows].map((row) => `${row.map(quoted).join(',')}\n`).join('')}`;
}
