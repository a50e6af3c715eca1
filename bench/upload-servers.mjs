// The servers of npm run bench:upload, each in its own process so its CPU time and RSS are its own (the
// parent reads them from /proc):
// - `app`: the built console (local-disk store, the bench database, the bench account made by the parent);
// - `bare`: the upper bound for any Node server on this path: node:http, each PUT piped into a write stream
//   at the part's offset and answered, no checksum, no database (POST makes the file at its size first, as
//   the console's get-url does);
// - `tus`: @tus/server with its FileStore.
import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const kind = process.argv[2];
const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR;

async function startApp() {
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const { openDatabase } = await import('../apps/server/dist/db/client.js');
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  return () => app.close().then(() => database.close());
}

/** POST /bare/<name>?size=N makes the file; PUT /bare/<name>?offset=N writes the body there. */
async function startBare() {
  const dir = path.join(dataDir, 'bare');
  await mkdir(dir, { recursive: true });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://bare');
    const file = path.join(dir, path.basename(url.pathname));
    try {
      if (req.method === 'POST') {
        const handle = await open(file, 'w');
        await handle.truncate(Number(url.searchParams.get('size')));
        await handle.close();
      } else {
        const offset = Number(url.searchParams.get('offset'));
        await pipeline(req, createWriteStream(file, { flags: 'r+', start: offset }));
      }
      res.end();
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

async function startTus() {
  const { Server } = await import('@tus/server');
  const { FileStore } = await import('@tus/file-store');
  const tus = new Server({
    path: '/files',
    datastore: new FileStore({ directory: path.join(dataDir, 'tus') }),
  });
  const server = http.createServer((req, res) => tus.handle(req, res));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

const starters = { app: startApp, bare: startBare, tus: startTus };
const close = await starters[kind]();
process.on('SIGTERM', () => close().then(() => process.exit(0)));
// The bench that forked this server ended without stopping it (it failed): stop too, freeing the port.
process.on('disconnect', () => close().then(() => process.exit(0)));
process.send('ready');
