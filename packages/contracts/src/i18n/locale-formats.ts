// Dates and file sizes as each locale writes them (decision 0042); English keeps the console's forms.
import { intlLocale, type Locale } from './locale-tags.js';

export interface DateStyle {
  /** With the time of day. */
  time?: boolean;
  /** In UTC rather than the reader's zone. */
  utc?: boolean;
  /** With seconds, where events a moment apart must read apart (the audit trail). */
  seconds?: boolean;
  /** With the zone's name after the time (e-mails, which cannot know the reader's zone). */
  zoneName?: boolean;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The one way a date is written (the console's and the portal's, issue 23): '26 Nov 2026, 17:58' in English,
 * '26. November 2026 um 17:58' in German, '2026年11月26日 17:58' in Japanese.
 */
export function formatDateIn(locale: Locale, value: Date | string | number, style: DateStyle = {}) {
  const { time = false, utc = false, seconds = false, zoneName = false } = style;
  const key = `${locale}|${time}|${utc}|${seconds}|${zoneName}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: locale === 'en' ? 'short' : 'long',
      year: 'numeric',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      ...(time && seconds ? { second: '2-digit' } : {}),
      ...(utc ? { timeZone: 'UTC' } : {}),
      ...(time && zoneName ? { timeZoneName: 'short' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(value instanceof Date ? value : new Date(value));
}

const SIZE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const SIZE_SYMBOLS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as people read them (powers of 1024): '3.2 MB', in German '3,2 MB', in French '3,2 Mo'. */
export function formatSizeIn(locale: Locale, bytes: number): string {
  const whole = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  if (whole < 1024) {
    const count = Math.round(whole);
    return locale === 'en'
      ? `${count} B`
      : new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'byte' }).format(count);
  }
  let value = whole;
  let unit = -1;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  if (locale === 'en') return `${rounded} ${SIZE_SYMBOLS[unit]}`;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    maximumFractionDigits: 1,
  }).format(rounded);
}
