import type { AuditEvent } from '@ops/contracts';
import { formatDateTime } from '@/shared/dates/date-format';
import { AUDIT_TABLE_TEXTS as T } from '../lib/audit-texts';

/** Details as short `key: value` pairs; nested values as JSON. */
const detailText = (details: AuditEvent['details']) =>
  Object.entries(details)
    .map(([key, v]) => `${key.replace(/_/g, ' ')}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');

function Row({ event }: { event: AuditEvent }) {
  const person =
    event.actor_name || event.actor_email || (event.actor_id === null ? T.system : `#${event.actor_id}`);
  return (
    <tr data-testid="audit-row" data-action={event.action}>
      <td className="audit-table__time" data-label={T.time}>
        <time dateTime={event.at}>{formatDateTime(event.at, { seconds: true })}</time>
      </td>
      <th scope="row" className="audit-table__person">
        {person}
        {event.actor_name && event.actor_email && (
          <span className="audit-table__secondary">{event.actor_email}</span>
        )}
      </th>
      <td data-label={T.action}>
        {event.action_label}
        <span className="audit-table__secondary">{event.action}</span>
      </td>
      <td data-label={T.record}>
        {event.target_type ? `${event.target_type.replace(/_/g, ' ')} #${event.target_id}` : '—'}
      </td>
      <td data-label={T.client}>{event.client_name ?? '—'}</td>
      <td className="audit-table__origin" data-label={T.origin}>
        {event.ip || '—'}
        {event.user_agent && (
          <span className="audit-table__secondary audit-table__agent" title={event.user_agent}>
            {event.user_agent}
          </span>
        )}
      </td>
      <td className="audit-table__details" data-label={T.details}>
        {detailText(event.details) || '—'}
      </td>
    </tr>
  );
}

/** One page of the trail, newest first. */
export function AuditTable({ events, busy }: { events: AuditEvent[]; busy: boolean }) {
  return (
    <div className="audit-table__scroll table-cards-scroll" tabIndex={0} role="region" aria-label={T.region}>
      <table className="audit-table table-cards" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{T.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.time}</th>
            <th scope="col">{T.person}</th>
            <th scope="col">{T.action}</th>
            <th scope="col">{T.record}</th>
            <th scope="col">{T.client}</th>
            <th scope="col">{T.origin}</th>
            <th scope="col">{T.details}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <Row key={event.id} event={event} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
