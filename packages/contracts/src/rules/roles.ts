// Who may do what, in a file without schemas or texts: the signed-in shell's navigation reads these, and a
// module of the contracts rides in the first screen's code whole once any of its exports is read there.

/** Who may write on deliveries (create, upload, share, comment, sync): every staff type but EMPTY (decision 0013). */
export const DELIVERY_ROLES = ['SL', 'CR', 'OU', 'OA', 'TL'] as const;

/** Who may ask a client's contact for files (decision 0039): whoever delivers. */
export const FILE_REQUEST_ROLES = DELIVERY_ROLES;

/** Who administers clients, their entities, invoices and users. */
export const CLIENT_ADMIN_ROLES = ['OA', 'SL', 'CR'] as const;

/** Only operations admins manage staff accounts (decision 0012). */
export const STAFF_ADMIN_ROLES = ['OA'] as const;

/** Only operations admins read the audit trail (decision 0022). */
export const AUDIT_ROLES = ['OA'] as const;

/** Only operations admins set retention periods, use the recycle bin and erase (decision 0023). */
export const RETENTION_ADMIN_ROLES = ['OA'] as const;

/** Operations admins, operations users and team leads read the insights (decision 0041). */
export const INSIGHTS_ROLES = ['OA', 'OU', 'TL'] as const;
