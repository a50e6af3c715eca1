import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services.js';

/**
 * Decorates the app with the services app.ts built (services.ts), seeds what they need, and settles them
 * on close; routes reach them through app.services.
 */
export const services = fp(
  async (app: FastifyInstance, opts: { built: Services; seed: () => Promise<void> }) => {
    const { built } = opts;
    app.decorate('services', built);

    await opts.seed();
    app.addHook('onClose', async () => {
      await built.auth.drain();
      await built.mail.settle();
      await built.scanning.uploads.settle();
    });
    built.scanning.announce();
  },
  { name: 'services' },
);
