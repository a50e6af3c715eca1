import type { Notification } from '@ops/contracts';
import type { NotificationRow } from './notification-store.js';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  delivery_id: row.delivery_id,
  // Only on a file request's notification (decision 0039): the other kinds answer as before.
  ...(row.file_request_id === null ? {} : { file_request_id: row.file_request_id }),
  created_at: row.created_at.toISOString(),
  read: row.read_at !== null,
});
