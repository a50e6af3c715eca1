import type { Notification } from '@ops/contracts';
import type { NotificationRow } from './notification-store.js';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  delivery_id: row.delivery_id,
  created_at: row.created_at.toISOString(),
  read: row.read_at !== null,
});
