import { z } from 'zod';

/**
 * Live notifications for staff (issue 24): what happened to deliveries they shared, in a bell with the
 * unread count, kept current through Server-Sent Events.
 */

export const NOTIFICATION_KINDS = ['first_download', 'feedback', 'access_request', 'share_expiring'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = {
  bell: 'Notifications',
  bellWithUnread: (n: number) => `Notifications, ${n} unread`,
  panelTitle: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  empty: 'Nothing new. You hear here when recipients download, rate or ask for access.',
  loadFailed: 'Could not load the notifications. Please try again later.',
  firstDownload: (recipient: string, batchId: string, version: number) =>
    `${recipient} downloaded version ${version} of ${batchId} for the first time.`,
  feedback: (recipient: string, batchId: string, version: number, rating: number) =>
    `${recipient} rated version ${version} of ${batchId} ${rating} of 5 stars.`,
  accessRequest: (recipient: string, colleague: string, batchId: string) =>
    `${recipient} asks you to share ${batchId} with ${colleague}.`,
  shareExpiring: (recipient: string, batchId: string) =>
    `Your share of ${batchId} with ${recipient} ends within 3 days.`,
} as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  delivery_id: z.number().int().nullable(),
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
