import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { GeoLocator } from '../lib/geo-locator.js';
import type { Mailer } from '../mail/mailer.js';
import { createAuthService } from '../modules/auth/auth-service.js';
import { createCatalogueRepository } from '../modules/catalogue/catalogue-repository.js';
import { createLinkSigner } from '../modules/files/signed-link.js';
import { pruneExpired } from '../modules/auth/prune-expired.js';
import { createResetTokenRepository } from '../modules/auth/reset-token-repository.js';
import { createSessionRepository } from '../modules/auth/session-repository.js';
import { createThrottle } from '../modules/auth/throttle.js';
import { purgeRecipientSecrets } from '../modules/recipients/purge-recipients.js';
import { remindEndingShares } from '../modules/sharing/share-reminders.js';
import { abortStaleUploads } from '../modules/uploads/stale-uploads.js';
import { createUserRepository } from '../modules/users/user-repository.js';
import type { StorageDriver } from '../storage/storage-driver.js';

export interface Infrastructure {
  config: Config;
  clock: Clock;
  db: Db;
  storage: StorageDriver;
  mailer: Mailer;
  locator: GeoLocator;
  signingSecret: string;
}

function createServices(infra: Infrastructure, log: FastifyInstance['log']) {
  const users = createUserRepository(infra.db);
  const sessions = createSessionRepository(infra.db);
  const resetTokens = createResetTokenRepository(infra.db);
  const throttle = createThrottle(infra.db, infra.clock);
  const auth = createAuthService({ ...infra, users, sessions, resetTokens, throttle, log });
  const links = createLinkSigner(infra.signingSecret);
  return { ...infra, users, sessions, resetTokens, throttle, auth, links };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Wires repositories and services once per app; routes reach them through app.services. */
export const services = fp(
  async (app: FastifyInstance, infra: Infrastructure) => {
    const built = createServices(infra, app.log);
    app.decorate('services', built);

    const prune = async () => {
      await pruneExpired(built.db, built.throttle, built.clock.now()).catch((err) =>
        app.log.warn({ err }, 'pruning expired sessions failed'),
      );
      await abortStaleUploads(
        built.db,
        built.storage,
        built.clock.now(),
        built.config.UPLOAD_STALE_DAYS,
      ).catch((err) => app.log.warn({ err }, 'aborting stale uploads failed'));
      await remindEndingShares(built.db, built.mailer, built.clock.now()).catch((err) =>
        app.log.warn({ err }, 'share end reminders failed'),
      );
      await purgeRecipientSecrets(built.db, built.clock.now()).catch((err) =>
        app.log.warn({ err }, 'purging recipient sessions and codes failed'),
      );
    };
    let timer: NodeJS.Timeout | undefined;
    await createCatalogueRepository(built.db).seed();
    app.addHook('onReady', async () => {
      timer = setInterval(prune, 3_600_000).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await built.auth.drain();
    });
  },
  { name: 'services' },
);
