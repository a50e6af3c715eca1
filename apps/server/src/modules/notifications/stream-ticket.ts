import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Long enough for EventSource's own retries after a blip; the browser asks for a new one after that. */
const TICKET_SECONDS = 10 * 60;

/**
 * The event stream's ticket: EventSource cannot send the Authorization header, so a signed-in call hands out
 * `<user>.<expiry>.<mac>`, a key of its own derived from the signing secret.
 */
export function streamTickets(signingSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'ops-console stream', 'ticket', 32));
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(userId: number, nowMs: number) {
      const body = `${userId}.${Math.floor(nowMs / 1000) + TICKET_SECONDS}`;
      return `${body}.${mac(body)}`;
    },
    /** The account the ticket is for, or null (forged, malformed or expired). */
    read(ticket: string, nowMs: number): number | null {
      const [user, expiry, given] = ticket.split('.');
      if (!user || !expiry || !given || !/^\d+$/.test(user) || !/^\d+$/.test(expiry)) return null;
      const expected = Buffer.from(mac(`${user}.${expiry}`));
      const got = Buffer.from(given);
      if (expected.length !== got.length || !timingSafeEqual(expected, got)) return null;
      return Number(expiry) * 1000 > nowMs ? Number(user) : null;
    },
  };
}
