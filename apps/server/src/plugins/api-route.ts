import type { FastifyRequest } from 'fastify';

/** Whether the request matched an API route (/api-* or the older fixed-address /api/*), judged on the router's decoded pattern, not the raw URL. */
export const isApiRoute = (request: FastifyRequest) => /^\/api(-|\/)/.test(request.routeOptions.url ?? '');

/** Whether a path belongs to the API or media (never answered with the web app's page). */
export const isApiPath = (url: string) => /^\/(api-|api\/|media\/)/.test(decodeURIComponentSafe(url));

function decodeURIComponentSafe(url: string) {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
