// The two servers of npm run bench:upload, each in its own process so its CPU time and peak RSS are its
// own: `app` is the built console (local-disk store, PGlite under DATA_DIR, one bench user made at boot),
// `tus` is @tus/server with its FileStore. Each answers 'usage' messages with its CPU seconds and the peak
// RSS since the previous one (sampled every 20 ms), so a phase's memory shows apart from the boot's.
import http from 'node:http';
import path from 'node:path';

const MiB = 1024 * 1024;
const kind = process.argv[2];
const port = Number(process.env.PORT);

async function startApp() {
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const { openDatabase } = await import('../apps/server/dist/db/client.js');
  const { createUser } = await import('../apps/server/dist/modules/users/create-user.js');
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  const exists = await app.services.users.findByEmail(process.env.BENCH_EMAIL);
  if (!exists)
    await createUser(app.services.users, {
      email: process.env.BENCH_EMAIL,
      userType: 'OU',
      firstName: 'Bench',
      password: process.env.BENCH_PASSWORD,
      verified: true,
    });
  await app.listen({ host: '127.0.0.1', port });
  return () => app.close().then(() => database.close());
}

async function startTus() {
  const { Server } = await import('@tus/server');
  const { FileStore } = await import('@tus/file-store');
  const tus = new Server({
    path: '/files',
    datastore: new FileStore({ directory: path.join(process.env.DATA_DIR, 'tus') }),
  });
  const server = http.createServer((req, res) => tus.handle(req, res));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

const close = kind === 'app' ? await startApp() : await startTus();
let peak = process.memoryUsage();
setInterval(() => {
  const now = process.memoryUsage();
  if (now.rss > peak.rss) peak = now;
}, 20).unref();
process.on('message', (message) => {
  if (message !== 'usage') return;
  const cpu = process.cpuUsage();
  const now = process.memoryUsage();
  if (now.rss > peak.rss) peak = now;
  process.send({
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRssMiB: peak.rss / MiB,
    // What the heap and the buffers outside it held at that peak.
    peakHeapMiB: peak.heapTotal / MiB,
    peakExternalMiB: peak.external / MiB,
    rssMiB: now.rss / MiB,
  });
  peak = now;
});
process.on('SIGTERM', () => close().then(() => process.exit(0)));
process.send('ready');
