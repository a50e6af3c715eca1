import { z } from 'zod';
import { decimalIdSchema } from '../rules/ids.js';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions.js';
import { consoleTexts } from '../i18n/console-texts.js';

/** The audit page (decision 0022): operations admins read the trail, filter it and export it. */

export const AUDIT_MESSAGES = /* @__PURE__ */ consoleTexts('auditMessages', {
  badActor: 'Please choose a person from the list.',
  badClient: 'Please choose a client from the list.',
  badAction: 'Please choose an action from the list.',
  badDate: 'Please enter dates as YYYY-MM-DD or ISO date-times.',
  dateOrder: 'The start of the range must be before its end.',
  pageSize: 'Choose 25, 50 or 100 rows a page.',
  badCursor: 'This page of the audit trail does not exist. Please start again from the first page.',
});

/** What the page shows for each action; an action without a label here shows its own name. */
const AUDIT_ACTION_LABELS: Partial<Record<AuditAction, string>> = {
  'auth.login.succeeded': 'Signed in',
  'auth.login.failed': 'Sign-in failed',
  'auth.mfa.succeeded': 'Second factor accepted',
  'auth.mfa.failed': 'Second factor refused',
  'auth.sso.succeeded': 'Signed in with single sign-on',
  'auth.sso.failed': 'Single sign-on failed',
  'auth.password.changed': 'Password changed',
  'auth.password.reset': 'Password set with an e-mailed link',
  'mfa.totp.enrolled': 'Authenticator app enrolled',
  'mfa.passkey.added': 'Passkey added',
  'mfa.passkey.removed': 'Passkey removed',
  'mfa.recovery_codes.regenerated': 'Recovery codes made again',
  'mfa.reset': 'Second factors reset',
  'staff.invited': 'Staff account invited',
  'staff.type_changed': 'Account type changed',
  'staff.deactivated': 'Account deactivated',
  'staff.reactivated': 'Account reactivated',
  'share.created': 'Delivery shared',
  'share.revoked': 'Share revoked',
  'secure_key.created': 'Secure key made',
  'access_request.answered': 'Access request answered',
  'client.created': 'Client created',
  'client.updated': 'Client changed',
  'client.logo_changed': 'Client logo changed',
  'entity.created': 'Entity created',
  'entity.updated': 'Entity changed',
  'entity.contract_uploaded': 'Contract uploaded',
  'invoice.created': 'Invoice created',
  'invoice.updated': 'Invoice changed',
  'client_user.created': 'Client user created',
  'client_user.updated': 'Client user changed',
  'client_user.deleted': 'Client user deleted',
  'integration_key.created': 'Integration key created',
  'integration_key.revoked': 'Integration key revoked',
  'webhook.created': 'Webhook endpoint added',
  'webhook.updated': 'Webhook endpoint changed',
  'webhook.deleted': 'Webhook endpoint removed',
  'file_request.created': 'File request created',
  'file_request.closed': 'File request closed',
  'retention.changed': 'Retention period changed',
  'retention.warning_sent': 'Retention warning sent',
  'retention.files_removed': 'Files removed under retention',
  'retention.files_restored': 'Files restored from the recycle bin',
  'retention.files_purged': 'Files purged for good',
  'erasure.delivery_files': 'Delivery files erased',
  'erasure.recipient': 'Recipient erased',
  'scan.infected': 'Infected file quarantined',
  'settings.changed': 'Settings changed',
};

export const auditActionLabel = (action: string): string =>
  AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;
/** The instants PostgreSQL stores (it has no year 0, and the parser none past 9999). */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
/** A real calendar day (no 30 February) and a time JavaScript reads, within what the database stores. */
function isInstant(value: string) {
  const at = Date.parse(value);
  if (!INSTANT.test(value) || Number.isNaN(at) || at < FIRST_INSTANT || at > LAST_INSTANT) return false;
  const day = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(day) && new Date(day).toISOString().startsWith(value.slice(0, 10));
}

/** A day (YYYY-MM-DD, in UTC) or an ISO date-time with its offset; the browser sends its local day's bounds. */
const instantSchema = z.string({ error: AUDIT_MESSAGES.badDate }).refine(isInstant, AUDIT_MESSAGES.badDate);

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

/** Where a `from` bound starts. */
export const auditRangeStart = (from: string) => new Date(from.length === 10 ? `${from}T00:00:00Z` : from);
/** Where a `to` bound ends (inclusive): a plain day runs to its last millisecond. */
export const auditRangeEnd = (to: string) =>
  new Date(to.length === 10 ? Date.parse(`${to}T00:00:00Z`) + 86_400_000 - 1 : Date.parse(to));

const filterFields = z.object({
  actor: decimalIdSchema(AUDIT_MESSAGES.badActor).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.badAction }).optional(),
  client: decimalIdSchema(AUDIT_MESSAGES.badClient).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

const rangeInOrder = (q: { from?: string; to?: string }) =>
  !q.from || !q.to || auditRangeStart(q.from) <= auditRangeEnd(q.to);
const rangeRule = { message: AUDIT_MESSAGES.dateOrder, path: ['to'] };

/** The filters shared by the list and the CSV export. A day as `to` includes the whole day. */
export const auditFilterQuerySchema = filterFields.refine(rangeInOrder, rangeRule);
export type AuditFilterQuery = z.input<typeof auditFilterQuerySchema>;

/**
 * GET /api-ops/audit/v1/events/: newest first, a page at a time. `cursor` is the previous page's
 * `next_cursor` (keyset paging: a page never shifts as new rows arrive).
 */
export const auditListQuerySchema = filterFields
  .extend({
    cursor: z
      .string()
      .regex(/^\d{1,15}_\d{1,18}$/, AUDIT_MESSAGES.badCursor)
      .optional(),
    page_size: z.coerce
      .number({ error: AUDIT_MESSAGES.pageSize })
      .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), AUDIT_MESSAGES.pageSize)
      .default(50),
  })
  .refine(rangeInOrder, rangeRule);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  /** ISO time. */
  at: z.string(),
  /** The staff account that acted; null for the system or an address that matched no account. */
  actor_id: z.number().int().nullable(),
  /** The account's address at the time, or what was typed at a failed sign-in; '' for the system. */
  actor_email: z.string(),
  /** The account's name today, '' when it has none or none matched. */
  actor_name: z.string(),
  action: z.string(),
  action_label: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  ip: z.string(),
  user_agent: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEventSchema),
  /** Rows matching the filters, all pages together. */
  total: z.number().int(),
  /** The cursor of the next (older) page, or null on the last page. */
  next_cursor: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** GET /api-ops/audit/v1/filters/: what the page's filters offer. */
export const auditFiltersResponseSchema = z.object({
  success: z.literal(true),
  /** Every account that appears in the trail as an actor. */
  actors: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() })),
  /** Every action the trail records, in AUDIT_ACTIONS order. */
  actions: z.array(z.object({ value: z.string(), label: z.string() })),
  /** Every client that appears in the trail. */
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditFilterOptions = z.infer<typeof auditFiltersResponseSchema>;

/** GET /api-ops/audit/v1/events/export/: the same filters, every matching row, as CSV. */
export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Person',
  'Person id',
  'Action',
  'Action code',
  'Target type',
  'Target id',
  'Client',
  'Client id',
  'IP address',
  'User agent',
  'Details',
] as const;

export const auditCsvRow = (e: AuditEvent) => [
  e.at,
  e.actor_name ? `${e.actor_name} <${e.actor_email}>` : e.actor_email,
  e.actor_id,
  e.action_label,
  e.action,
  e.target_type,
  e.target_id,
  e.client_name,
  e.client_id,
  e.ip,
  e.user_agent,
  Object.keys(e.details).length ? JSON.stringify(e.details) : '',
];

export const auditCsvFileName = (today: string) => `audit-trail-${today}.csv`;
