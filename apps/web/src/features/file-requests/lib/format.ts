import { formatDate } from '@/shared/dates/date-format';

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** Bytes as people read them: '820 B', '14 KB', '3.2 MB' (powers of 1024). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}

/** A request's due day (YYYY-MM-DD, a UTC day) in the console's one date format: '26 Nov 2026'. */
export const formatDue = (day: string) => formatDate(`${day}T00:00:00Z`, { utc: true });

/** A size limit in MB as people read it: '25 MB', '1 GB'. */
export const formatLimit = (mb: number) => formatSize(mb * 1024 * 1024);

/** '.pdf, .docx' */
export const typeList = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(', ');
