import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features the console never uses (clipboard writes need none of these). Only features Chromium
 * knows: an unknown one (Web Bluetooth has no policy there) logs a console warning on every page.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';

/** Security headers with a policy that lets the app load only itself (react-select injects its styles). */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: { https: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          // The contract preview frames a signed link of this server, or a local file before upload.
          frameSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: opts.https ? [] : null,
        },
      },
      strictTransportSecurity: opts.https,
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers are per user and per moment: no browser or proxy keeps them unless a route says so.
      const type = reply.getHeader('content-type');
      if (
        typeof type === 'string' &&
        type.startsWith('application/json') &&
        !reply.hasHeader('cache-control')
      )
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * Lets the inline scripts of the build's index.html run, and no others: their SHA-256 hashes join this
 * reply's script-src (the build inlines the first screen's starter, decision 0034). The caller passes the
 * file as built, read on each request, so a build replaced in place brings its hashes with it, and nothing
 * the server writes into the page afterwards is allowed by them.
 */
export function allowInlineScripts(reply: FastifyReply, builtPage: string) {
  const hashes = [...builtPage.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
  const policy = reply.raw.getHeader('content-security-policy');
  if (!hashes.length || typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(
      /(^|;)script-src ([^;]*)/,
      (_all, start: string, sources: string) =>
        `${start}script-src ${sources} ${[...new Set(hashes)].join(' ')}`,
    ),
  );
}
