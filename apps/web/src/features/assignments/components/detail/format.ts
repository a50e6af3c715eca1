import { ASSIGNMENT_TEXTS, LOG_MESSAGES } from '@ops/contracts';

/** Missing values show a dash (part 1 section 2). */
export const DASH = '-';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** '12 Nov 2026, 14:30' in the browser's time zone, or a dash. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return DASH;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? DASH : dateTime.format(date);
}

export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const text = String(value).trim();
  return text === '' ? DASH : text;
}

/** A file's name, or 'Unnamed file' when it has none. */
export const fileLabel = (name: string) => name.trim() || ASSIGNMENT_TEXTS.unnamedFile;

/** A location or address the server could not place ("Can't locate") shows as a dash (part 3 section 8). */
export const locationText = (value: string | null | undefined) =>
  !value?.trim() || value.trim() === LOG_MESSAGES.cantLocate ? DASH : value.trim();
