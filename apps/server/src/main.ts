import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { loadEnvFile } from './lib/load-env-file.js';
import { openDatabase } from './db/client.js';
import { closeGracefully } from './lib/graceful-shutdown.js';
import { systemClock } from './lib/clock.js';
import { serveAdminSocket } from './lib/admin-socket.js';
import { takeLock } from './lib/pglite-lock.js';
import { createUser } from './modules/users/create-user.js';
import { seedDemoDeliveries } from './modules/assignments/demo-deliveries.js';
import { seedDemoClients } from './modules/clients/demo-clients.js';
import { seedDemoAccounts } from './modules/users/demo-accounts.js';

loadEnvFile();
const config = loadConfig();
const release = config.DATABASE_URL ? () => undefined : takeLock(config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database, clock: systemClock });
// With the embedded database no second process may open it: user:create asks this server instead.
async function openAdminSocket() {
  if (database.kind !== 'pglite') return async () => undefined;
  try {
    return await serveAdminSocket(config.DATA_DIR, async (input) => {
      const { user, password } = await createUser(app.services.users, input);
      return {
        ok: true,
        email: user.email,
        userType: user.user_type,
        password: input.password ? undefined : password,
      };
    });
  } catch (err) {
    // A socket path too long for the system, say: the console runs, user:create then needs the server stopped.
    app.log.warn({ err }, 'no admin socket in DATA_DIR; stop the server to run user:create');
    return async () => undefined;
  }
}
const closeAdminSocket = await openAdminSocket();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    // SIGTERM is how a deployment stops an instance: drained first. Ctrl-C at a terminal stops at once.
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    closeAdminSocket()
      .then(() => closeGracefully(app, { drainMs, deadlineMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 }))
      // The database closes last, once the requests and jobs that use it are done.
      .then(() => database.close())
      .then(() => release())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

app.log.info(
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL'}`,
);
app.log.info(`Mail: ${app.services.mailer.describe()}`);
app.log.info(`Files: ${app.services.storage.describe()}`);

if (config.DEMO_DATA) {
  const demoClients = await seedDemoClients(app.services.db, systemClock.now());
  const demoDeliveries = await seedDemoDeliveries(
    app.services.db,
    app.services.storage,
    systemClock.now(),
    config.TRACKER_SHEET ?? path.join(config.DATA_DIR, 'tracker.csv'),
  );
  if (demoClients > 0)
    app.log.info(`Demo data: ${demoClients} client companies, ${demoDeliveries} deliveries`);
  const accounts = await seedDemoAccounts(app.services.users);
  if (accounts.length > 0) {
    const lines = accounts.map(
      (a) =>
        `  ${a.type.padEnd(6)} ${a.email.padEnd(28)} ${a.password}${a.verified ? '' : '  (must change password)'}`,
    );
    console.log(`\nDemo accounts, shown this once:\n${lines.join('\n')}\n`);
  }
}

await app.listen({ host: config.HOST, port: config.PORT });
console.log(`Operations console running at ${config.PUBLIC_URL}`);
