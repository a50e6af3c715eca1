import { LOG_MESSAGES } from '@ops/contracts';
import type { DemoState } from './demo-state';
import type { AccessLogEntry, ShareLogEvent } from '@ops/contracts';
import { clockIso } from './demo-clock';

/** The demo's visitor as the server would log them: a documentation address nobody can locate. */
const VISITOR_IP = '192.0.2.10';

/** An entry's own part: the contracts' event, or one whose line is `text`. */
type AccessEvent = Omit<ShareLogEvent, 'logString'> &
  ({ logString: string } | { text: string }) & {
    /** What the browser said it runs on (the download call sends it); else read from the User-Agent. */
    platform?: string;
  };

/** The server's reading of a User-Agent: the operating system, and Mobile or Desktop. */
function describeClient(userAgent: string) {
  const os = [
    [/Windows/, 'Windows'],
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Mac OS X/, 'Mac OS'],
    [/CrOS/, 'Chromium OS'],
    [/Linux/, 'Linux'],
  ] as const;
  return {
    platform: os.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown',
    device: /Mobi|Android|iPhone|iPod/.test(userAgent) ? 'Mobile' : 'Desktop',
  };
}

/** Adds one entry to a delivery's access log, as the server's recordAccess writes it. */
export function recordAccess(
  state: Pick<DemoState, 'accessLogs' | 'clock'>,
  deliveryId: number,
  event: AccessEvent,
) {
  const client = describeClient(navigator.userAgent);
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
  state.accessLogs.set(deliveryId, [...(state.accessLogs.get(deliveryId) ?? []), entry]);
}
