import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
