import {
  AUDIT_ROLES,
  CLIENT_ADMIN_ROLES,
  DELIVERY_ROLES,
  FILE_REQUEST_ROLES,
  INSIGHTS_ROLES,
  RETENTION_ADMIN_ROLES,
  STAFF_ADMIN_ROLES,
} from '@ops/contracts';

/** OA, SL and CR administer clients; everyone else never sees the client area (a 403 would end the session). */
export const canAdministerClients = (userType: string | null | undefined) =>
  (CLIENT_ADMIN_ROLES as readonly string[]).includes(userType ?? '');

/** Only operations admins manage staff accounts (decision 0012). */
export const canManageStaff = (userType: string | null | undefined) =>
  (STAFF_ADMIN_ROLES as readonly string[]).includes(userType ?? '');

/** Every type but EMPTY writes on deliveries: creates, shares, comments, syncs (decision 0013). */
export const canDeliver = (userType: string | null | undefined) =>
  (DELIVERY_ROLES as readonly string[]).includes(userType ?? '');

/** Only operations admins read the audit trail (decision 0022). */
export const canReadAudit = (userType: string | null | undefined) =>
  (AUDIT_ROLES as readonly string[]).includes(userType ?? '');

/** Only operations admins set retention periods, use the recycle bin and erase (decision 0023). */
export const canManageRetention = (userType: string | null | undefined) =>
  (RETENTION_ADMIN_ROLES as readonly string[]).includes(userType ?? '');

/** The roles that may ask clients for files (decision 0039); others never call those pages' API. */
export const canRequestFiles = (userType: string | null | undefined) =>
  (FILE_REQUEST_ROLES as readonly string[]).includes(userType ?? '');

/** Operations admins, operations users and team leads read the insights (decision 0041). */
export const canReadInsights = (userType: string | null | undefined) =>
  (INSIGHTS_ROLES as readonly string[]).includes(userType ?? '');
