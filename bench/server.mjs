// The real app on the benchmark database, plus one bare route that answers without touching anything, so
// the run can compare each call's throughput with what this server does for nothing.
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/client.js';

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database, logger: false });
app.get('/bench/bare', { config: { public: true } }, async () => ({ success: true }));
await app.listen({ host: '127.0.0.1', port: config.PORT });
process.send?.('ready');
const stop = () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
// The bench that forked this server ended without stopping it (it failed): stop too, freeing the port.
process.on('disconnect', stop);
