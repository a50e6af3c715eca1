import type { FastifyRequest } from 'fastify';

/** Whether the request matched an API route, judged on the router's decoded pattern, not the raw URL. */
export const isApiRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api-') ?? false;

/** Whether a path belongs to the API or media (never answered with the web app's page). */
export const isApiPath = (url: string) => /^\/(api-|media\/)/.test(decodeURIComponentSafe(url));

function decodeURIComponentSafe(url: string) {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
