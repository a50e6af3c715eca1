import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@ops/contracts';
import { deliveries } from './delivery-schema.js';
import { fileRequests } from './file-request-schema.js';
import { users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What happened to deliveries a staff member shared (issue 24); the bell lists the latest. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    text: text('text').notNull(),
    delivery_id: integer('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    /** The file request a file_received notification is about (decision 0039). */
    file_request_id: integer('file_request_id').references(() => fileRequests.id, { onDelete: 'cascade' }),
    created_at: at('created_at').notNull(),
    read_at: at('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.id)],
);

/** A staff member's daily summary e-mail: the hour in their time zone (null: off), and when it last went. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest_hour: integer('digest_hour'),
    time_zone: text('time_zone').notNull(),
    last_sent_at: at('last_sent_at'),
  },
  (t) => [primaryKey({ columns: [t.user_id] })],
);
