import { z } from 'zod';
import { COMPLAINT_CATEGORY_LABELS, type ComplaintCategory } from '../feedback/complaint-texts.js';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/**
 * Live notifications for staff (issue 24): what happened to deliveries they shared, in a bell with the
 * unread count, kept current through Server-Sent Events.
 */

export const NOTIFICATION_KINDS = [
  'first_download',
  'feedback',
  'access_request',
  'share_expiring',
  'mail_failed',
  'file_received',
  'complaint',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = /* @__PURE__ */ consoleTexts('notificationTexts', {
  bell: 'Notifications',
  bellWithUnread: consoleMessage('Notifications, {n} unread', (n: number) => ({ n })),
  panelTitle: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  empty: 'Nothing new. You hear here when recipients download, rate or ask for access.',
  loadFailed: 'Could not load the notifications. Please try again later.',
  firstDownload: consoleMessage(
    '{recipient} downloaded version {version} of {batchId} for the first time.',
    (recipient: string, batchId: string, version: number) => ({ recipient, version, batchId }),
  ),
  feedback: consoleMessage(
    '{recipient} rated version {version} of {batchId} {rating} of 5 stars.',
    (recipient: string, batchId: string, version: number, rating: number) => ({
      recipient,
      version,
      batchId,
      rating,
    }),
  ),
  digestTitle: 'Daily e-mail summary',
  digestHint:
    'Once a day, at the hour you choose in your time zone, the notifications you have not read yet.',
  digestHour: 'Send it at',
  digestOff: 'Off',
  timeZone: 'Time zone',
  digestSaved: 'Summary settings saved.',
  timeZoneRule: 'Please choose a time zone from the list.',
  accessRequest: consoleMessage(
    '{recipient} asks you to share {batchId} with {colleague}.',
    (recipient: string, colleague: string, batchId: string) => ({ recipient, batchId, colleague }),
  ),
  mailFailed: consoleMessage(
    'The delivery e-mail of {batchId} to {to} could not be sent yet. It is being tried again.',
    (batchId: string, to: string) => ({ batchId, to }),
  ),
  shareExpiring: consoleMessage(
    'Your share of {batchId} with {recipient} ends within 3 days.',
    (recipient: string, batchId: string) => ({ batchId, recipient }),
  ),
  complaint: consoleMessage(
    '{recipient} raised a complaint about version {version} of {batchId} ({category}).',
    (recipient: string, batchId: string, version: number, category: ComplaintCategory) => ({
      recipient,
      version,
      batchId,
      category: COMPLAINT_CATEGORY_LABELS[category],
    }),
  ),
  complaintReopened: consoleMessage(
    '{recipient} reopened their complaint about version {version} of {batchId}.',
    (recipient: string, batchId: string, version: number) => ({ recipient, version, batchId }),
  ),
  fileReceived: consoleMessage(
    '{email} sent {count, plural, one {# file} other {# files}} for “{title}”.',
    (email: string, count: number, title: string) => ({ email, count, title }),
    (email, count, title) => `${email} sent ${count} file${count === 1 ? '' : 's'} for “${title}”.`,
  ),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  delivery_id: z.number().int().nullable(),
  /** The file request a file_received notification is about (decision 0039); optional, so older answers fit. */
  file_request_id: z.number().int().nullable().optional(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The latest 50 and how many are unread in all. */
export const notificationListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  unread: z.number().int(),
  data: z.array(notificationSchema),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const markNotificationsReadRequestSchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50),
});

export const notificationsReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  unread: z.number().int(),
});

/** A ticket for the event stream (EventSource sends no Authorization header): short-lived and signed. */
export const streamTicketResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ticket: z.string(),
});

export const streamQuerySchema = z.object({
  ticket: z.string().min(10).max(200),
  /** The last event the browser had, when it opens a new stream itself (EventSource's own retry sends a header). */
  last_event_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/** The stream's event names. */
export const LIVE_EVENTS = { notification: 'notification', delivery: 'delivery' } as const;

/** The daily summary e-mail (issue 24): off (null), or the hour it goes out in the person's time zone. */
export const digestSettingsSchema = z.object({
  digest_hour: z.number().int().min(0).max(23).nullable(),
  time_zone: z
    .string()
    .trim()
    .min(1, NOTIFICATION_TEXTS.timeZoneRule)
    .max(64, NOTIFICATION_TEXTS.timeZoneRule)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-GB', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, NOTIFICATION_TEXTS.timeZoneRule),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

export const digestSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: digestSettingsSchema,
});

/** The hour of `at` on the clock of `timeZone` (0 to 23). */
export function hourIn(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour) % 24;
}
