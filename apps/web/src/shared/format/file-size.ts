/** Shared by the recipients' portal and file requests (one byte format for files people see). */
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
