import { committedWindow as serverWindow } from '@ops/contracts';

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** min and max of the committed date input around `now`, when the server names no window: its default. */
export function committedWindow(now: Date) {
  const { from, to } = serverWindow(now);
  return { min: localDate(from), max: localDate(to) };
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
