import { API } from '@ops/contracts';
import type { ApiClient } from './api-client.js';

/** The id of a sub-service of the seeded catalogue, by its name. */
export async function findSubService(api: ApiClient, token: string, name: string): Promise<number> {
  const services = (await api.post(API.requester.service, {}, token)).json().data;
  for (const service of services) {
    const subs = (await api.post(API.requester.service, { service: service.id }, token)).json().data;
    const match = subs.find((s: { display_txt: string }) => s.display_txt === name);
    if (match) return match.id;
  }
  throw new Error(`no sub-service ${name}`);
}
