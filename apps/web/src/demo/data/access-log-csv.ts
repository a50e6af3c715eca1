import { csvText, type AccessLogEntry } from '@ops/contracts';

const HEADER = ['Date', 'Type', 'Log', 'Platform', 'IP', 'Location', 'Files', 'Shared users'];

/** The server's export: UTF-8 with a BOM (so spreadsheets read accents right), oldest entry first, formula-safe. */
export function accessLogCsv(entries: AccessLogEntry[]) {
  const rows = [...entries]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => [
      e.date,
      e.type,
      e.access_log_string,
      e.platform,
      e.tooltip.ip,
      e.tooltip.location,
      e.tooltip.files.join('; '),
      e.tooltip.shared_users.join('; '),
    ]);
  return csvText([HEADER, ...rows], { bom: true });
}
