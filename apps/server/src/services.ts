import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { GeoLocator } from './lib/geo-locator.js';
import { createMetrics } from './lib/metrics.js';
import { createMailQueue } from './mail/mail-queue.js';
import type { Mailer } from './mail/mailer.js';
import { createAuthService } from './modules/auth/auth-service.js';
import { createLinkSigner } from './modules/files/signed-link.js';
import { createResetTokenRepository } from './modules/auth/reset-token-repository.js';
import { createSessionRepository } from './modules/auth/session-repository.js';
import { createThrottle } from './modules/throttle/index.js';
import { createSecondFactorService } from './modules/mfa/index.js';
import { createUserRepository } from './modules/users/user-repository.js';
import { createScanning } from './modules/scanning/index.js';
import { createWebhooks } from './modules/webhooks/index.js';
import { notifyStaff } from './modules/notifications/index.js';
import { NOTIFICATION_TEXTS } from '@ops/contracts';
import type { StorageDriver } from './storage/storage-driver.js';

export interface Infrastructure {
  config: Config;
  clock: Clock;
  db: Db;
  /** PGlite runs inside this process: a crash of the process is a crash of the database. */
  databaseKind: 'pglite' | 'postgres';
  storage: StorageDriver;
  mailer: Mailer;
  locator: GeoLocator;
  signingSecret: string;
}

/** The repositories and services every module reaches through app.services, built once per app. */
export function createServices(infra: Infrastructure, log: FastifyBaseLogger) {
  const throttle = createThrottle(infra.db, infra.clock);
  const parts = {
    ...infra,
    users: createUserRepository(infra.db),
    sessions: createSessionRepository(infra.db),
    resetTokens: createResetTokenRepository(infra.db),
    throttle,
    mail: createMailQueue({ ...infra, log }),
    secondFactor: createSecondFactorService({ ...infra, throttle }),
  };
  // A delivery mail whose first try fails is told to its sender in the bell (decision 0037).
  parts.mail.whenFailing((message) =>
    message.onFailure
      ? notifyStaff(infra.db, message.onFailure.staffEmail, {
          kind: 'mail_failed',
          text: NOTIFICATION_TEXTS.mailFailed(message.onFailure.batchId, message.to),
          deliveryId: message.onFailure.deliveryId,
          at: infra.clock.now(),
        })
      : Promise.resolve(),
  );
  return {
    ...parts,
    auth: createAuthService({ ...parts, log }),
    links: createLinkSigner(infra.signingSecret),
    metrics: createMetrics(),
    scanning: createScanning(infra, log),
    webhooks: createWebhooks(infra, log),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
