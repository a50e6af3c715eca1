import { auditActionLabel, personName, type AuditEvent } from '@ops/contracts';
import type { AuditRow } from './audit-reader.js';

export function presentAuditEvent(row: AuditRow): AuditEvent {
  const e = row.event;
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor_id: e.actor_id,
    actor_email: e.actor_email,
    actor_name: personName(row),
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
