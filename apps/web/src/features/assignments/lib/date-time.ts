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

/** '12 Nov 2026, 14:30' in the viewer's time zone; a dash when there is no (valid) date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return DASH;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? DASH : dateTime.format(date);
}
