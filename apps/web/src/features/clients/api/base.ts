import { api } from '../../../shared/api/api-slice';

/** The shared api with the client area's cache tags. */
export const clientAreaApi = api.enhanceEndpoints({
  addTagTypes: ['Client', 'Entity', 'Invoice', 'ClientUser'],
});

/** `?a=1&b=2` without empty values. */
export function query(params: Record<string, string | number | boolean | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
