import { AUDIT_ACTIONS, auditActionLabel, type AuditEvent, type AuditFilterOptions } from '@ops/contracts';
import type { AuditRow } from './audit-reader.js';

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export function presentAuditEvent(row: AuditRow): AuditEvent {
  const e = row.event;
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor_id: e.actor_id,
    actor_email: e.actor_email,
    actor_name: personName(row.first_name, row.last_name),
    action: e.action,
    action_label: auditActionLabel(e.action),
    target_type: e.target_type,
    target_id: e.target_id,
    client_id: e.client_id,
    client_name: e.client_id === null ? null : (row.client_name ?? ''),
    ip: e.ip,
    user_agent: e.user_agent,
    details: e.details,
  };
}

export function presentAuditFilters(
  actors: { id: number; email: string; first_name: string; last_name: string }[],
  clients: { id: number; name: string }[],
): AuditFilterOptions {
  return {
    success: true,
    actors: actors.map((a) => ({ id: a.id, email: a.email, name: personName(a.first_name, a.last_name) })),
    actions: AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) })),
    clients,
  };
}
