import { ASSIGNMENT_TEXTS, consoleSays, LOG_MESSAGES } from '@ops/contracts';
import { DASH } from '@/shared/dates/date-format';

export { DASH, formatDateTime } from '@/shared/dates/date-format';

export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const text = String(value).trim();
  return text === '' ? DASH : text;
}

/** A file's name, or 'Unnamed file' when it has none. */
export const fileLabel = (name: string) => name.trim() || ASSIGNMENT_TEXTS.unnamedFile;

/** A location or address the server could not place ("Can't locate") shows as a dash (part 3 section 8). */
export const locationText = (value: string | null | undefined) =>
  !value?.trim() || consoleSays(value.trim()) === LOG_MESSAGES.cantLocate ? DASH : value.trim();
