import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services.js';

/**
 * Decorates the app with the services app.ts built (services.ts) and settles them on close; routes reach them
 * through app.services.
 */
export const services = fp(
  async (app: FastifyInstance, { built }: { built: Services }) => {
    app.decorate('services', built);
    app.addHook('onClose', async () => {
      await built.auth.drain();
      await built.mail.settle();
      await built.scanning.uploads.settle();
    });
    built.scanning.announce();
  },
  { name: 'services' },
);
