import UAParser from 'ua-parser-js';
import { LOG_MESSAGES, accessLogClient } from '@ops/contracts';
import type { DemoState } from './demo-state';
import type { AccessLogEntry, ShareLogEvent } from '@ops/contracts';
import { clockIso } from './demo-clock';
import { madeBy } from './access-actors';

/** The demo's visitor as the server would log them: a documentation address nobody can locate. */
export const VISITOR_IP = '192.0.2.10';

/** An entry's own part: the contracts' event, or one whose line is `text`. */
type AccessEvent = Omit<ShareLogEvent, 'logString'> &
  ({ logString: string } | { text: string }) & {
    /** What the browser said it runs on (the download call sends it); else read from the User-Agent. */
    platform?: string;
    /** Who made it, when a recipient did (what their erasure looks for). */
    actor?: string;
  };

/** Adds one entry to a delivery's access log, as the server's recordAccess writes it. */
export function recordAccess(
  state: Pick<DemoState, 'accessLogs' | 'clock'>,
  deliveryId: number,
  event: AccessEvent,
) {
  // The browser's User-Agent read as the server reads one: as a header's text. Given the browser's own string,
  // ua-parser-js would also consult its client hints and touch points, which no server ever sees.
  const client = accessLogClient(new UAParser(' ').setUA(navigator.userAgent).getResult());
  const entry: AccessLogEntry = {
    date: clockIso(state.clock),
    type: event.type,
    tooltip: {
      ip: VISITOR_IP,
      location: LOG_MESSAGES.cantLocate,
      files: event.files ?? [],
      shared_users: event.sharedUsers ?? [],
    },
    platform: `${event.platform || client.platform} · ${client.device}`,
    access_log_string: 'text' in event ? event.text : event.logString,
  };
  if (event.actor) madeBy(entry, event.actor);
  state.accessLogs.set(deliveryId, [...(state.accessLogs.get(deliveryId) ?? []), entry]);
}
