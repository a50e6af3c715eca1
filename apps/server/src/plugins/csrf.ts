import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, MESSAGES } from '@ops/contracts';
import { forbidden } from '../lib/app-error.js';
import { isApiRoute } from './api-route.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MIN_LENGTH = 16;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Calls that carry their own credential in a header or a signed URL and never the browser's cookies
     * (integration keys, signed part URLs): nothing for another site to ride on.
     */
    skipCsrf?: boolean;
  }
  interface FastifyReply {
    /** Sets the csrftoken cookie unless the browser has a usable one; answers the value in force. */
    ensureCsrfCookie(): string;
  }
}

/**
 * Double-submit check: a state-changing API call must echo the csrftoken cookie in the X-CSRFToken
 * header. Another site can make the browser send the cookie but cannot read it to set the header.
 */
export const csrf = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!UNSAFE.has(request.method) || !isApiRoute(request) || request.routeOptions.config.skipCsrf) return;
      const cookie = request.cookies[CSRF_COOKIE] ?? '';
      const header = request.headers[CSRF_HEADER];
      if (cookie.length < MIN_LENGTH || typeof header !== 'string' || !same(cookie, header)) {
        throw forbidden(MESSAGES.csrfMissing);
      }
    });

    app.decorateReply('ensureCsrfCookie', function (this: FastifyReply) {
      const existing = this.request.cookies[CSRF_COOKIE];
      if (existing && existing.length >= MIN_LENGTH) return existing;
      const value = randomBytes(24).toString('base64url');
      this.setCookie(CSRF_COOKIE, value, {
        path: '/',
        sameSite: 'strict',
        secure: this.request.protocol === 'https',
        httpOnly: false,
      });
      return value;
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
