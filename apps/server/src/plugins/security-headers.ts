import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  },
  { name: 'security-headers' },
);
