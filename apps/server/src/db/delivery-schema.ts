import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clients, entities } from './client-schema.js';
import { fileRequests } from './file-request-schema.js';
import { users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Assignments of the workspace tool that deliveries are made for. */
export const workspaceAssignments = pgTable(
  'workspace_assignments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    requester_name: text('requester_name').notNull(),
    /** From the intake (import or workflow API); demo assignments have none. */
    requester_email: text('requester_email'),
    entity_id: integer('entity_id').references(() => entities.id),
    /** The workflow tool's batch; entering it in step 1 picks its undelivered assignments. */
    batch_id: text('batch_id'),
    updated_at: at('updated_at').notNull().defaultNow(),
    services: jsonb('services')
      .$type<
        { service: string; sub_services: { sub_service: string; unit_type: string; unit_count: number }[] }[]
      >()
      .notNull()
      .default([]),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('workspace_assignments_client_id_idx').on(t.client_id),
    index('workspace_assignments_batch_id_idx').on(t.batch_id),
  ],
);

/** A batch delivery to a client; its duration is computed from committed and actual delivery, never stored. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    batch_id: text('batch_id').notNull().unique(),
    general_delivery_id: text('general_delivery_id').notNull(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id),
    entity_id: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    delivery_user_type: text('delivery_user_type').notNull().default('default'),
    invoice_code: text('invoice_code'),
    requester_name: text('requester_name').notNull(),
    user_name: text('user_name').notNull(),
    requested_delivery: at('requested_delivery'),
    committed_delivery: at('committed_delivery'),
    actual_delivery: at('actual_delivery').notNull(),
    current_version: integer('current_version').notNull().default(1),
    feedback: integer('feedback'),
    /** Read model for the lists (delivery-summary.ts): the current version's file names, in order. */
    summary_file_names: jsonb('summary_file_names').$type<string[]>().notNull().default([]),
    /** Read model for the lists: the services of the delivery's assignments. */
    summary_services: jsonb('summary_services')
      .$type<
        { service: string; sub_services: { sub_service: string; unit_type: string; unit_count: number }[] }[]
      >()
      .notNull()
      .default([]),
    /**
     * Read model for search (delivery-summary.ts): every file name and the assignments' ids and names, one
     * per line, so a substring search reads the deliveries table alone (with its trigram index).
     */
    search_text: text('search_text').notNull().default(''),
    /** SHA-256 of the secure key the last delivery call answered (the older flow's copy-key dialog). */
    secure_key_hash: text('secure_key_hash'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
    /** Retention (decision 0023): when the stored files were removed, and why; the rows stay listed. */
    files_removed_at: at('files_removed_at'),
    files_removed_reason: text('files_removed_reason', { enum: ['retention', 'erasure'] }),
    /** When the 14-day warning went out; once per period. */
    retention_warned_at: at('retention_warned_at'),
    /** Set by a restore from the recycle bin: the period counts again from here. */
    retention_restarted_at: at('retention_restarted_at'),
  },
  (t) => [
    index('deliveries_actual_delivery_idx').on(t.actual_delivery),
    index('deliveries_client_id_idx').on(t.client_id),
  ],
);

export const deliveryAssignments = pgTable(
  'delivery_assignments',
  {
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    assignment_id: text('assignment_id')
      .notNull()
      .references(() => workspaceAssignments.id),
  },
  (t) => [
    primaryKey({ columns: [t.delivery_id, t.assignment_id] }),
    // An assignment is delivered by one delivery (its later versions go through Update Delivery).
    unique('delivery_assignments_assignment_id_key').on(t.assignment_id),
  ],
);

export const deliveryVersions = pgTable(
  'delivery_versions',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    committed_delivery: at('committed_delivery'),
    actual_delivery: at('actual_delivery'),
    overall_feedback: integer('overall_feedback'),
    delivery_notes: jsonb('delivery_notes')
      .$type<{ files: string[]; notes: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [unique('delivery_versions_delivery_version').on(t.delivery_id, t.version)],
);

/** Source files (no version) and target files (of a version); each has one stored object per format. */
export const deliveryFiles = pgTable(
  'delivery_files',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    version_id: integer('version_id').references(() => deliveryVersions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    external_link: text('external_link'),
    external_text: text('external_text'),
    /** The delivery group (gid) the file came with; null for demo and synced files. */
    group_id: integer('group_id'),
  },
  (t) => [index('delivery_files_delivery_id_idx').on(t.delivery_id)],
);

export const fileObjects = pgTable(
  'file_objects',
  {
    id: serial('id').primaryKey(),
    file_id: integer('file_id')
      .notNull()
      .references(() => deliveryFiles.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    storage_key: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [unique('file_objects_file_format').on(t.file_id, t.format)],
);

/** Comments on a delivery: feedback, send, receive, notification (others render as unknown). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    user_name: text('user_name').notNull(),
    message: jsonb('message')
      .$type<{ filename: string[]; chat: string; service: string; output: string; comments: string }>()
      .notNull(),
    feedback: text('feedback'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('comments_delivery_id_idx').on(t.delivery_id, t.created_at)],
);

/** Who a delivery was shared with (or asked to be), and how they used it. */
export const sharedLogs = pgTable(
  'shared_logs',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    shared_to_user_email: text('shared_to_user_email').notNull(),
    shared_by: text('shared_by').notNull(),
    /** Where the first-download receipt goes; null for demo rows. */
    shared_by_email: text('shared_by_email'),
    is_request: boolean('is_request').notNull().default(false),
    accessed_number: integer('accessed_number').notNull().default(0),
    last_download_version: integer('last_download_version'),
    last_accessed_time: at('last_accessed_time'),
    created_at: at('created_at').notNull().defaultNow(),
    /** Set when staff revoke the share: the row stays for the record, the address loses access. */
    revoked_at: at('revoked_at'),
    /** The personal link's token, hashed (decision 0010); null for requests and demo rows. */
    link_token_hash: text('link_token_hash').unique(),
    /** Optional end of the share; a reminder mail goes out a day before. */
    expires_at: at('expires_at'),
    /** Optional downloads allowed per version (issue 24); share_downloads counts them. */
    download_limit: integer('download_limit'),
    reminded_at: at('reminded_at'),
    /** When the sharer was told the share ends within 3 days (issue 24). */
    expiry_noticed_at: at('expiry_noticed_at'),
    /** Wrong codes in a row on this link, and when the next try is allowed (growing delays, no lock). */
    code_failures: integer('code_failures').notNull().default(0),
    code_retry_at: at('code_retry_at'),
  },
  (t) => [index('shared_logs_delivery_id_idx').on(t.delivery_id)],
);

/** A share's downloads of each version, counted against its limit in one conditional upsert. */
export const shareDownloads = pgTable(
  'share_downloads',
  {
    share_id: integer('share_id')
      .notNull()
      .references(() => sharedLogs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    downloads: integer('downloads').notNull().default(0),
    /** The first download of the version through this share (Insights' time to first download). */
    first_at: timestamp('first_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.share_id, t.version] })],
);

/** Every view, download, share and answer to a share, with where it came from. */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    log_string: text('log_string').notNull(),
    platform: text('platform').notNull().default(''),
    device: text('device').notNull().default(''),
    ip: text('ip').notNull().default(''),
    location: text('location').notNull().default(''),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    shared_users: jsonb('shared_users').$type<string[]>().notNull().default([]),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('access_logs_delivery_id_idx').on(t.delivery_id, t.created_at)],
);

/** Bumped after every change to what the assignment lists show; servers cache a month's cards per value. */
export const deliveryListVersion = pgSequence('delivery_list_version');

/** A group of a delivery's assignments with its own files and settings, as the wizard's cards make them. */
export const deliveryGroups = pgTable(
  'delivery_groups',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** 1, 2, ... within the delivery. */
    gid: integer('gid').notNull(),
    assignment_ids: jsonb('assignment_ids').$type<string[]>().notNull().default([]),
    /** Versions this group has received. */
    current_deliveries: integer('current_deliveries').notNull().default(1),
    committed_delivery: at('committed_delivery'),
    delivery_notes: text('delivery_notes').notNull().default(''),
    interim: boolean('interim').notNull().default(false),
    external_link: text('external_link').notNull().default(''),
    external_text: text('external_text').notNull().default(''),
    email_attachment: boolean('email_attachment').notNull().default(false),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('delivery_groups_delivery_gid').on(t.delivery_id, t.gid)],
);

/**
 * A chunked upload of one file (part 2 section 7). Its bytes go straight to their final storage key: on
 * local disk each part is written at its offset, on S3 it is a multipart upload. It becomes a delivery file
 * only once completed, and only for the user and delivery (delivery_ref) that asked for it.
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: text('id').primaryKey(),
    /** The staff member's upload, or (file_request_id) a client contact's to a file request: exactly one is set. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    file_request_id: integer('file_request_id').references(() => fileRequests.id, { onDelete: 'cascade' }),
    /** The upload calls' delivery_id: a batch id (new flow) or a delivery's id (update flow); '' for the fixed-address calls and file requests. */
    delivery_ref: text('delivery_ref').notNull(),
    flow: text('flow', { enum: ['new', 'update', 'legacy', 'request'] }).notNull(),
    group_ref: text('group_ref').notNull().default(''),
    file_type: text('file_type', { enum: ['source_files', 'target_files'] }).notNull(),
    file_name: text('file_name').notNull(),
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    chunk_size: integer('chunk_size').notNull(),
    part_count: integer('part_count').notNull(),
    interim: boolean('interim').notNull().default(false),
    time_ref: text('time_ref').notNull().default(''),
    storage_key: text('storage_key').notNull().unique(),
    /** The store's own id of the multipart upload (S3 UploadId); null on local disk. */
    store_upload_id: text('store_upload_id'),
    status: text('status', { enum: ['pending', 'completed', 'delivered', 'aborted'] })
      .notNull()
      .default('pending'),
    created_at: at('created_at').notNull().defaultNow(),
    completed_at: at('completed_at'),
    delivered_at: at('delivered_at'),
    /** The malware scan (decision 0024): only clean or unscanned (scanning off, or warn) files can be delivered. */
    scan_status: text('scan_status', { enum: ['pending', 'clean', 'infected', 'unscanned'] })
      .notNull()
      .default('pending'),
    scan_signature: text('scan_signature'),
    scanned_at: at('scanned_at'),
  },
  (t) => [
    index('file_uploads_owner_idx').on(t.user_id, t.delivery_ref, t.status),
    index('file_uploads_stale_idx').on(t.status, t.created_at),
    index('file_uploads_file_request_idx').on(t.file_request_id),
    check('file_uploads_one_owner', sql`num_nonnulls(${t.user_id}, ${t.file_request_id}) = 1`),
  ],
);

/** A file a client contact sent through a file request, attached to the workspace assignment its submit made. */
export const assignmentSources = pgTable(
  'assignment_sources',
  {
    id: serial('id').primaryKey(),
    assignment_id: text('assignment_id')
      .notNull()
      .references(() => workspaceAssignments.id, { onDelete: 'cascade' }),
    file_request_id: integer('file_request_id')
      .notNull()
      .references(() => fileRequests.id, { onDelete: 'cascade' }),
    upload_id: text('upload_id')
      .notNull()
      .unique()
      .references(() => fileUploads.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    /** The contact's note sent with the submit (the same on each of its files). */
    note: text('note').notNull().default(''),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('assignment_sources_request_idx').on(t.file_request_id)],
);

export const fileUploadParts = pgTable(
  'file_upload_parts',
  {
    upload_id: text('upload_id')
      .notNull()
      .references(() => fileUploads.id, { onDelete: 'cascade' }),
    part_number: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    stored_at: at('stored_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.upload_id, t.part_number] })],
);

/** Keys the provider's workflow tool sends to upsert workspace assignments; only a hash is kept. */
export const integrationKeys = pgTable('integration_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  key_hash: text('key_hash').notNull().unique(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: at('created_at').notNull().defaultNow(),
  last_used_at: at('last_used_at'),
  revoked_at: at('revoked_at'),
});

/** Batch ids made for new deliveries that name none: {client_code}-{n}. */
export const deliveryBatchNumber = pgSequence('delivery_batch_number', { startWith: 5000 });
