import { z } from 'zod';
import {
  API,
  auditFiltersResponseSchema,
  auditListResponseSchema,
  type AuditFilterOptions,
  type AuditListResponse,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { queryString } from '@/shared/api/query-string';

/** The filters as sent: ids, an action name, and the range's bounds as ISO date-times. */
export type AuditQuery = {
  actor?: number;
  action?: string;
  client?: number;
  from?: string;
  to?: string;
};
export type AuditPageArgs = AuditQuery & { cursor?: string; page_size: number };

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditFilters: build.query<AuditFilterOptions, void>({
      query: () => ({ url: API.audit.filters, auth: true }),
      responseSchema: auditFiltersResponseSchema,
    }),
    getAuditEvents: build.query<AuditListResponse, AuditPageArgs>({
      query: (params) => ({ url: `${API.audit.events}${queryString(params)}`, auth: true }),
      responseSchema: auditListResponseSchema,
    }),
    /** The CSV of every row the filters match, as text. */
    exportAudit: build.mutation<string, AuditQuery>({
      query: (params) => ({ url: `${API.audit.export}${queryString(params)}`, auth: true }),
      rawResponseSchema: z.string(),
    }),
  }),
});

export const { useGetAuditFiltersQuery, useGetAuditEventsQuery, useExportAuditMutation } = auditApi;
