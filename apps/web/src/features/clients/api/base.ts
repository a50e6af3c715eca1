import { api } from '@/shared/api/api-slice';

/** The shared api with the client area's cache tags. */
export const clientAreaApi = api.enhanceEndpoints({
  addTagTypes: ['Client', 'Entity', 'Invoice', 'ClientUser'],
});

export { queryString as query } from '@/shared/api/query-string';
