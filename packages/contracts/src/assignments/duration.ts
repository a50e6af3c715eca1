import { consoleTexts } from '../i18n/console-texts.js';
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

/**
 * Whether a duration means the delivery came early or late (decision 0033): the duration is committed minus
 * actual delivery, so a leading minus is late and anything else early (a whole hour or less early reads
 * '0 Day, 0 Hrs'). Null without a duration.
 */
export function durationTiming(duration: string | null | undefined): 'early' | 'late' | null {
  const text = duration?.trim();
  if (!text) return null;
  return text.startsWith('-') ? 'late' : 'early';
}

/** The word shown beside a duration, and the longer one a screen reader and the tooltip get. */
export const DURATION_TIMING_TEXTS = /* @__PURE__ */ consoleTexts('durationTimingTexts', {
  early: { word: 'early', description: 'Delivered before the committed time' },
  late: { word: 'late', description: 'Delivered after the committed time' },
});

/**
 * The names of a delivery's assignments as one line, as cards, the detail header and the recipients' portal
 * show it: the names in the order given, each once, joined by ', '; null when there are none.
 */
export function assignmentNameOf(names: readonly (string | null | undefined)[]): string | null {
  const kept = [...new Set(names.map((n) => n?.trim() ?? '').filter(Boolean))];
  return kept.length ? kept.join(', ') : null;
}
