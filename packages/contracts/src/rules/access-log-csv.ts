import type { AccessLogEntry } from '../assignments/logs.js';
import { csvText } from './csv.js';

const HEADER = ['Date', 'Type', 'Log', 'Platform', 'IP', 'Location', 'Files', 'Shared users'];

/**
 * A delivery's access log as the export's CSV file: UTF-8 with a BOM (so spreadsheets read accents right),
 * formula-safe, the entries in the order given (the export's: oldest first).
 */
export function accessLogCsv(entries: AccessLogEntry[]) {
  const rows = entries.map((e) => [
    e.date,
    e.type,
    e.access_log_string,
    e.platform,
    e.tooltip.ip ?? '',
    e.tooltip.location ?? '',
    (e.tooltip.files ?? []).join('; '),
    (e.tooltip.shared_users ?? []).join('; '),
  ]);
  return csvText([HEADER, ...rows], { bom: true });
}
