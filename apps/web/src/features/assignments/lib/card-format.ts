import { ASSIGNMENT_TEXTS, CARD_LIMITS } from '@ops/contracts';
import type { AssignmentListItem } from '@ops/contracts';
import { truncateMiddle } from './truncate-middle';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '12 Nov 2026, 14:30' in the viewer's time zone; a dash when there is no (valid) date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

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
export type DurationTone = 'green' | 'red' | 'none';
export const durationTone = (duration: string | null): DurationTone =>
  !duration?.trim() ? 'none' : duration.trim().startsWith('-') ? 'red' : 'green';
