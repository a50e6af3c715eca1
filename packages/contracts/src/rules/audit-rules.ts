import { AUDIT_ACTIONS } from '../audit/audit-actions.js';
import { auditActionLabel, type AuditFilterOptions } from '../audit/audit-list.js';
import { personName } from './staff-records.js';

/**
 * Where the next page of the trail starts: the last row's time in milliseconds (every row's time comes from
 * the app's clock, which has no finer grain) and its id, newest first.
 */
export const auditCursor = (row: { at: Date | string; id: number }) =>
  `${new Date(row.at).getTime()}_${row.id}`;

/**
 * Whether a row comes after a cursor's place, newest first: older, or as old with a smaller id (the server's
 * SQL asks the same of (at, id)). A cursor is a place, not a row: none need sit there.
 */
export function afterAuditCursor(row: { at: Date | string; id: number }, cursor: string): boolean {
  const [ms, id] = cursor.split('_').map(Number) as [number, number];
  const at = new Date(row.at).getTime();
  return at < ms || (at === ms && row.id < id);
}

/** What the audit page's filters offer: the actors and clients in the trail (by name, as given), every action. */
export const auditFilterOptions = (
  actors: { id: number; email: string; first_name: string | null; last_name: string | null }[],
  clients: { id: number; name: string }[],
): AuditFilterOptions => ({
  success: true,
  actors: actors.map((a) => ({ id: a.id, email: a.email, name: personName(a) })),
  actions: AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) })),
  clients,
});
