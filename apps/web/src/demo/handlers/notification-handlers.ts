import { http, HttpResponse } from 'msw';
import {
  API,
  NOTIFICATION_TEXTS,
  digestSettingsResponseSchema,
  digestSettingsSchema,
  markNotificationsReadRequestSchema,
  notificationListResponseSchema,
  notificationsReadResponseSchema,
  streamTicketResponseSchema,
} from '@ops/contracts';
import type { DigestSettings, Notification } from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { DEMO_RECIPIENT } from '../data/recipients';
import { readBody, reply, withAccount } from './respond';
import { clockIso } from '../data/demo-clock';

const HOUR = 3_600_000;

/** Each session's notifications (the demo's sample recipient downloaded and rated 1007 yesterday). */
const stores = new WeakMap<DemoState, Notification[]>();
export function demoNotifications(state: DemoState) {
  let notes = stores.get(state);
  if (!notes) {
    const at = (hoursAgo: number) => new Date(state.now - hoursAgo * HOUR).toISOString();
    notes = [
      {
        id: 2,
        kind: 'feedback',
        text: NOTIFICATION_TEXTS.feedback(DEMO_RECIPIENT.email, 'B-ACME-001007', 2, 5),
        delivery_id: 1007,
        created_at: at(20),
        read: false,
      },
      {
        id: 1,
        kind: 'first_download',
        text: NOTIFICATION_TEXTS.firstDownload(DEMO_RECIPIENT.email, 'B-ACME-001007', 2),
        delivery_id: 1007,
        created_at: at(21),
        read: false,
      },
    ];
    stores.set(state, notes);
  }
  return notes;
}

/** A new notification of the session, as the server's writers add one (a file request's files, say). */
export function addDemoNotification(
  state: DemoState,
  note: Omit<Notification, 'id' | 'read' | 'created_at'>,
) {
  const notes = demoNotifications(state);
  const id = Math.max(0, ...notes.map((n) => n.id)) + 1;
  notes.unshift({ ...note, id, read: false, created_at: clockIso(state.clock) });
}

/** Each session's summary settings by account, as the server keeps them per user (the demo mails nothing). */
const digests = new WeakMap<DemoState, Map<number, DigestSettings>>();
const digestsOf = (state: DemoState) => {
  let byAccount = digests.get(state);
  if (!byAccount) digests.set(state, (byAccount = new Map()));
  return byAccount;
};

/**
 * The bell's calls. The demo has no server to push from: its stream says only how long to wait before
 * asking again (an hour), so the page does not retry in a loop.
 */
export function notificationHandlers(state: DemoState) {
  const list = () => {
    const notes = demoNotifications(state);
    return reply(notificationListResponseSchema, {
      success: true,
      message: '',
      unread: notes.filter((n) => !n.read).length,
      data: notes.slice(0, 50),
    });
  };
  const readAnswer = () =>
    reply(notificationsReadResponseSchema, {
      success: true,
      message: '',
      unread: demoNotifications(state).filter((n) => !n.read).length,
    });
  return [
    http.get(API.notifications.list, withAccount(list)),
    http.post(
      API.notifications.read,
      withAccount(async ({ request }) => {
        const { ids } = await readBody(request, markNotificationsReadRequestSchema);
        for (const note of demoNotifications(state)) if (ids.includes(note.id)) note.read = true;
        return readAnswer();
      }),
    ),
    http.post(
      API.notifications.readAll,
      withAccount(() => {
        for (const note of demoNotifications(state)) note.read = true;
        return readAnswer();
      }),
    ),
    http.get(
      API.notifications.digest,
      withAccount((_call, account) =>
        reply(digestSettingsResponseSchema, {
          success: true,
          message: '',
          data: digestsOf(state).get(account.id) ?? { digest_hour: null, time_zone: 'UTC' },
        }),
      ),
    ),
    http.put(
      API.notifications.digest,
      withAccount(async ({ request }, account) => {
        const settings = await readBody(request, digestSettingsSchema);
        digestsOf(state).set(account.id, settings);
        return reply(digestSettingsResponseSchema, {
          success: true,
          message: NOTIFICATION_TEXTS.digestSaved,
          data: settings,
        });
      }),
    ),
    http.post(
      API.notifications.streamTicket,
      withAccount(() =>
        reply(streamTicketResponseSchema, { success: true, message: '', ticket: 'demo-stream-ticket' }),
      ),
    ),
    http.get(
      API.notifications.stream,
      () => new HttpResponse('retry: 3600000\n\n', { headers: { 'content-type': 'text/event-stream' } }),
    ),
  ];
}
