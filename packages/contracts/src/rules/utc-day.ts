const DAY_MS = 86_400_000;

/**
 * The UTC day of a moment, as a date input and the API write it ('2026-11-26'), `days` later: due dates,
 * CSV file names and removal days are UTC days, the same for the server, the console and the demo.
 */
export const utcDay = (at: Date | string | number, days = 0): string =>
  new Date(new Date(at).getTime() + days * DAY_MS).toISOString().slice(0, 10);
