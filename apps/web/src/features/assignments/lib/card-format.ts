import { ASSIGNMENT_TEXTS, CARD_LIMITS } from '@ops/contracts';
import type { AssignmentListItem } from '@ops/contracts';
import { truncateMiddle } from './truncate-middle';

export { formatDateTime } from '@/shared/dates/date-format';

/** The first file name as the card shows it, and how many other files there are ('+ N'). */
export function cardFileName(fileNames: string[]): { name: string; full: string; more: number } {
  const first = fileNames[0]?.trim() ?? '';
  const full = first || ASSIGNMENT_TEXTS.unnamedFile;
  const { max, keepEnd } = CARD_LIMITS.fileName;
  return { name: truncateMiddle(full, max, keepEnd), full, more: Math.max(fileNames.length - 1, 0) };
}

/** Up to two '{count} {type}' texts, and whether more were left off ('...'). */
export function cardUnits(units: AssignmentListItem['unit_details']): { shown: string[]; more: boolean } {
  return {
    shown: units.slice(0, CARD_LIMITS.unitDetails).map((u) => `${u.unit_count} ${u.unit_type}`),
    more: units.length > CARD_LIMITS.unitDetails,
  };
}

/** Green when the duration is not negative, red when it starts with '-' (delivered late). */
type DurationTone = 'green' | 'red' | 'none';
export const durationTone = (duration: string | null): DurationTone =>
  !duration?.trim() ? 'none' : duration.trim().startsWith('-') ? 'red' : 'green';
