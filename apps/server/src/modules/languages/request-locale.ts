import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@ops/contracts';

/**
 * The language a request asks for: the portal sends the language it shows as Accept-Language (the browser's
 * own list otherwise), so an answer speaks the page's language (decision 0042).
 */
export function requestedLocale(request: FastifyRequest): Locale | undefined {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header.length > 500) return undefined;
  return negotiateLocale(new Negotiator({ headers: { 'accept-language': header } }).languages());
}

export const requestLocale = (request: FastifyRequest): Locale => requestedLocale(request) ?? DEFAULT_LOCALE;
