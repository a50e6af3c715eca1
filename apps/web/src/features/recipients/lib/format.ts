export const DASH = '-';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function formatWith(format: Intl.DateTimeFormat, value: string | null | undefined) {
  if (!value) return DASH;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? DASH : format.format(date);
}

/** '12 Nov 2026' in the viewer's time zone; a dash without a (valid) date. */
export const formatDate = (value: string | null | undefined) => formatWith(dateFormat, value);

/** '12 Nov 2026, 14:30' in the viewer's time zone; a dash without a (valid) date. */
export const formatDateTime = (value: string | null | undefined) => formatWith(dateTimeFormat, value);

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
