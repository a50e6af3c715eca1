import { http, HttpResponse } from 'msw';
import {
  API,
  AUDIT_CSV_HEADER,
  AUDIT_ROLES,
  auditCsvFileName,
  afterAuditCursor,
  auditCursor,
  auditCsvRow,
  auditFilterOptions,
  contentDisposition,
  auditFilterQuerySchema,
  auditFiltersResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  csvText,
  utcDay,
} from '@ops/contracts';
import { auditEvents, filterAuditEvents } from '../data/audit-events';
import { namedToday } from '../data/staff';
import type { DemoState } from '../data/demo-state';
import { forRoles, readQuery, reply } from './respond';

/** The audit page's calls (decision 0022) over the session's trail: operations admins only. */
export function auditHandlers(state: DemoState) {
  return [
    http.get(
      API.audit.events,
      forRoles(AUDIT_ROLES, ({ request }) => {
        const query = readQuery(request, auditListQuerySchema);
        const { cursor, page_size, ...filters } = query;
        const matching = filterAuditEvents(auditEvents(state), filters);
        const after = cursor === undefined ? matching : matching.filter((e) => afterAuditCursor(e, cursor));
        const page = after.slice(0, page_size);
        const more = after.length > page_size;
        return reply(auditListResponseSchema, {
          success: true,
          data: page,
          total: matching.length,
          next_cursor: more && page.length ? auditCursor(page.at(-1)!) : null,
        });
      }),
    ),

    http.get(
      API.audit.export,
      forRoles(AUDIT_ROLES, ({ request }) => {
        const query = readQuery(request, auditFilterQuerySchema);
        const rows = filterAuditEvents(auditEvents(state), query).map(auditCsvRow);
        return new HttpResponse(csvText([AUDIT_CSV_HEADER, ...rows], { bom: true }), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': contentDisposition('attachment', auditCsvFileName(utcDay(state.clock()))),
            'cache-control': 'private, no-store',
          },
        });
      }),
    ),

    http.get(
      API.audit.filters,
      forRoles(AUDIT_ROLES, () => {
        const events = auditEvents(state);
        // By name, as the server orders them.
        const actors = state.staff
          .filter((m) => events.some((e) => e.actor_id === m.id))
          .map((m) => namedToday(state, m))
          .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`));
        const clients = state.clients
          .filter((c) => events.some((e) => e.client_id === c.client_id))
          .map((c) => ({ id: c.client_id, name: c.client_name }))
          .sort((a, b) => a.name.localeCompare(b.name));
        return reply(auditFiltersResponseSchema, auditFilterOptions(actors, clients));
      }),
    ),
  ];
}
