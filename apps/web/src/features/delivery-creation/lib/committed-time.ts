const DAY_MS = 24 * 60 * 60 * 1000;
/** Days either side of today when the server names no window (its COMMITTED_WINDOW_DAYS decides). */
const COMMITTED_WINDOW_DAYS = 365;

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** min and max of the committed date input around `now`. */
export function committedWindow(now: Date) {
  return {
    min: localDate(new Date(now.getTime() - COMMITTED_WINDOW_DAYS * DAY_MS)),
    max: localDate(new Date(now.getTime() + COMMITTED_WINDOW_DAYS * DAY_MS)),
  };
}

/** The local date and time inputs as an ISO instant; '' when either is missing or invalid. */
export function committedIso(date: string, time: string): string {
  if (!date || !time) return '';
  const value = new Date(`${date}T${time}`);
  return Number.isNaN(value.getTime()) ? '' : value.toISOString();
}

/** The date and time inputs at `d`: the Committed Delivery defaults to now (section 2), in every group. */
export function committedInputs(d: Date) {
  return { committedDate: localDate(d), committedTime: localTime(d) };
}
