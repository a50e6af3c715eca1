/**
 * The delivery duration (part 1 section 3): committed delivery minus actual delivery, as '2 Days, 4 Hrs',
 * with a leading minus when the delivery was late ('-0 Day, 18 Hrs'). Whole hours; minutes are dropped.
 * Null when either time is missing.
 */
export function durationText(committed: Date | string | null, actual: Date | string | null): string | null {
  if (!committed || !actual) return null;
  const diffMs = new Date(committed).getTime() - new Date(actual).getTime();
  const totalHours = Math.floor(Math.abs(diffMs) / 3_600_000);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  const sign = diffMs < 0 ? '-' : '';
  return `${sign}${days} ${days > 1 ? 'Days' : 'Day'}, ${hours} Hrs`;
}

/** The spec colours a duration red when it starts with a minus (late), green otherwise. */
export const isLate = (duration: string | null) => duration?.startsWith('-') ?? false;
