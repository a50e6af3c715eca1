import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, MESSAGES } from '@ops/contracts';
import { forbidden } from '../lib/app-error.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Double-submit check: a state-changing /api-* call must echo the csrftoken cookie in the X-CSRFToken
 * header. Another site can make the browser send the cookie but cannot read it to set the header.
 */
export const csrf = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api-')) return;
      const cookie = request.cookies[CSRF_COOKIE] ?? '';
      const header = request.headers[CSRF_HEADER];
      if (cookie.length < 16 || typeof header !== 'string' || !same(cookie, header)) {
        throw forbidden(MESSAGES.csrfMissing);
      }
    });

    app.decorate('issueCsrfToken', (secure: boolean) => ({
      value: randomBytes(24).toString('base64url'),
      options: { path: '/', sameSite: 'strict' as const, secure, httpOnly: false },
    }));
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    issueCsrfToken(secure: boolean): {
      value: string;
      options: { path: string; sameSite: 'strict'; secure: boolean; httpOnly: boolean };
    };
  }
}
