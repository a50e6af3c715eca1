import { consoleLocale, formatDateIn, intlLocale } from '@ops/contracts';

/** Missing values show a dash (part 1 section 2). */
export const DASH = '-';

/**
 * The console's one way to write a date, in the console's language (English: '26 Nov 2026', '26 Nov 2026,
 * 17:58').
 */
type DateOptions = {
  /** In UTC rather than the viewer's time zone (the caller says so beside the date). */
  utc?: boolean;
  /** With seconds, where events a moment apart must read apart (the audit trail). */
  seconds?: boolean;
};

/** A date written by `format`, or a dash without a (valid) date: the console's and the portal's rule. */
export function dateOrDash(value: string | number | Date | null | undefined, format: (date: Date) => string) {
  if (value === null || value === undefined || value === '') return DASH;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? DASH : format(date);
}

const write = (value: string | number | Date | null | undefined, time: boolean, options: DateOptions) =>
  dateOrDash(value, (date) => formatDateIn(consoleLocale(), date, { ...options, time }));

/** '26 Nov 2026' in the viewer's time zone; a dash without a (valid) date. */
export const formatDate = (value: string | number | Date | null | undefined, options: DateOptions = {}) =>
  write(value, false, options);

/** '26 Nov 2026, 17:58' in the viewer's time zone; a dash without a (valid) date. */
export const formatDateTime = (value: string | number | Date | null | undefined, options: DateOptions = {}) =>
  write(value, true, options);

let monthFormat: { locale: string; format: Intl.DateTimeFormat } | undefined;

/** A whole month ('2026-11') as 'Nov 2026': the console's date without its day. */
export function formatMonth(month: string) {
  const locale = consoleLocale();
  if (monthFormat?.locale !== locale) {
    const options = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    monthFormat = { locale, format: new Intl.DateTimeFormat(intlLocale(locale), options) };
  }
  return monthFormat.format.format(new Date(`${month}-01T00:00:00Z`));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as a date input reads and writes it ('2026-11-26'), in the viewer's time zone. */
export const inputDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
