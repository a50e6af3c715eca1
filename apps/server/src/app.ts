import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { FIRST_PAINT_PAGES, MESSAGES, SSO_STATUS_META } from '@ops/contracts';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createGeoLocator, type GeoLocator } from './lib/geo-locator.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { authRoutes } from './modules/auth/routes.js';
import { mfaRoutes } from './modules/mfa/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { assignmentRoutes } from './modules/assignments/routes.js';
import { miscRoutes } from './modules/assignments/misc-routes.js';
import { logRoutes } from './modules/assignments/log-routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { clientUserRoutes } from './modules/client-users/routes.js';
import { clientRoutes } from './modules/clients/routes.js';
import { entityRoutes } from './modules/entities/routes.js';
import { downloadRoutes } from './modules/files/download-routes.js';
import { deliveryRoutes } from './modules/deliveries/routes.js';
import { sharingRoutes } from './modules/sharing/routes.js';
import { recipientRoutes } from './modules/recipients/routes.js';
import { retentionRoutes } from './modules/retention/routes.js';
import { intakeRoutes } from './modules/intake/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { scanningRoutes } from './modules/scanning/index.js';
import { fileRoutes } from './modules/files/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { loadOrCreateSecret } from './lib/secret-file.js';
import { profileRoutes } from './modules/profile/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { ssoRoutes } from './modules/sso/routes.js';
import { ssoStatus } from './modules/sso/index.js';
import { auditRoutes } from './modules/audit/routes.js';
import { webhookRoutes } from './modules/webhooks/index.js';
import { sharePolicyRoutes } from './modules/sharing/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { fileRequestRoutes } from './modules/file-requests/index.js';
import { complaintRoutes } from './modules/complaints/index.js';
import { foldInsightMonths, insightRoutes } from './modules/insights/index.js';
import { authentication } from './plugins/authentication.js';
import { apiDocs } from './plugins/api-docs.js';
import { compression } from './plugins/compression.js';
import { clientErrorHandler, hostRequired } from './plugins/client-error.js';
import { csrf } from './plugins/csrf.js';
import { errorHandler } from './plugins/error-handler.js';
import { jobs } from './plugins/jobs.js';
import { loggerOptions } from './plugins/logger-options.js';
import { overload } from './plugins/overload.js';
import { readsFirst } from './plugins/reads-first.js';
import { requestId, requestIdHeader } from './plugins/request-id.js';
import { securityHeaders } from './plugins/security-headers.js';
import { secretsAtRest } from './plugins/secrets-at-rest.js';
import { textGuard } from './plugins/text-guard.js';
import { unreadBody } from './plugins/unread-body.js';
import { services } from './plugins/services.js';
import { createServices } from './services.js';
import { createCatalogueRepository } from './modules/catalogue/index.js';
import { runUpkeep } from './jobs/upkeep.js';
import { upkeepTasks } from './upkeep-tasks.js';
import { webApp } from './plugins/web-app.js';
import { createStorage } from './storage/create-storage.js';
import type { StorageDriver } from './storage/storage-driver.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  storage?: StorageDriver;
  mailer?: Mailer;
  locator?: GeoLocator;
  logger?: FastifyServerOptions['logger'];
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const outboxDir = (config: Config) => path.join(config.DATA_DIR, 'outbox');

/** Builds the whole app: external plugins, then app plugins, then the modules' routes. */
export async function buildApp(options: BuildOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    // Signed file links carry their payload in the path.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    bodyLimit: 1024 * 1024,
    genReqId: requestId,
    requestIdHeader: false,
    // Malformed URLs never reach a route; answer them in the API's own shape.
    frameworkErrors: (_error, _request, reply) =>
      void (reply as unknown as FastifyReply)
        .code(400)
        .send({ success: false, message: MESSAGES.badAddress }),
    clientErrorHandler,
    // Node answers an HTTP/1.1 request without a Host header with an empty 400 of its own; the hook below
    // answers it in the API's shape instead (plugins/client-error.ts).
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(hostRequired);
  await app.register(requestIdHeader);
  await app.register(overload, {
    maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxRssMb: config.PRESSURE_MAX_RSS_MB,
  });
  await app.register(readsFirst);
  await app.register(compression);
  await app.register(securityHeaders, { https: config.PUBLIC_URL.startsWith('https:') });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });

  const clock = options.clock ?? systemClock;
  const built = createServices(
    {
      config,
      clock,
      db: options.database.db,
      databaseKind: options.database.kind,
      storage: options.storage ?? (await createStorage(config)),
      mailer:
        options.mailer ??
        createMailer({
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          outboxDir: outboxDir(config),
          clock,
        }),
      locator: options.locator ?? (await createGeoLocator(config.GEOIP_DATABASE)),
      signingSecret:
        config.SIGNING_SECRET ?? (await loadOrCreateSecret(path.join(config.DATA_DIR, 'signing.secret'))),
    },
    app.log,
  );
  await createCatalogueRepository(built.db).seed();
  await app.register(services, { built });
  await app.register(secretsAtRest, { database: options.database });
  await app.register(jobs, {
    database: options.database,
    upkeep: () => runUpkeep(upkeepTasks(built), app.log),
    foldInsights: async () => void (await foldInsightMonths(built.db)),
  });
  await app.register(apiDocs, { enabled: config.API_DOCS });
  await app.register(unreadBody);
  await app.register(textGuard);
  await app.register(csrf);
  await app.register(authentication);

  await app.register(metricsRoutes);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(mfaRoutes);
  await app.register(profileRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(webhookRoutes);
  await app.register(sharePolicyRoutes);
  await app.register(notificationRoutes, { database: options.database });
  await app.register(mediaRoutes);
  await app.register(fileRoutes);
  await app.register(geoRoutes);
  await app.register(catalogueRoutes);
  await app.register(clientRoutes);
  await app.register(entityRoutes);
  await app.register(invoiceRoutes);
  await app.register(clientUserRoutes);
  await app.register(assignmentRoutes);
  await app.register(miscRoutes);
  await app.register(logRoutes);
  await app.register(downloadRoutes);
  await app.register(intakeRoutes);
  await app.register(uploadRoutes);
  await app.register(scanningRoutes);
  await app.register(deliveryRoutes);
  await app.register(sharingRoutes);
  await app.register(recipientRoutes);
  await app.register(complaintRoutes);
  await app.register(insightRoutes);
  await app.register(fileRequestRoutes);
  await app.register(retentionRoutes);
  // The login page reads the single sign-on status from the page instead of calling for it, and comes with
  // its form already drawn while single sign-on is off: its panel would load later and move the card
  // (decision 0034).
  const sso = ssoStatus(config);
  await app.register(webApp, {
    distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
    pageMeta: { [SSO_STATUS_META]: JSON.stringify(sso) },
    firstPaint: sso.enabled ? [] : Object.keys(FIRST_PAINT_PAGES),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
