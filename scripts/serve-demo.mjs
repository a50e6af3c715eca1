// npm run demo: serves apps/web/dist-demo (npm run build:demo) as any static host would, under DEMO_BASE
// (default /), on PORT or a free port, and prints the address. A request for /api-* is logged to stderr: the
// demo's calls are answered in the browser, so none should ever arrive (the demo's e2e test relies on it).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../apps/web', process.env.DEMO_OUT_DIR ?? 'dist-demo');
const base = process.env.DEMO_BASE ?? '/';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

async function fileFor(pathname) {
  if (!pathname.startsWith(base)) return null;
  const path = normalize(join(root, decodeURIComponent(pathname.slice(base.length))));
  if (path !== root && !path.startsWith(root + sep)) return null;
  const found = await stat(path).catch(() => null);
  if (found?.isDirectory()) return fileFor(`${pathname.replace(/\/?$/, '/')}index.html`);
  return found?.isFile() ? path : null;
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://demo');
  if (/^\/api-/.test(pathname))
    console.error(`demo server: unexpected API request ${request.method} ${pathname}`);
  const path = await fileFor(pathname).catch(() => null);
  if (!path) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(path).pipe(response);
});

const port = Number(process.env.PORT ?? 0);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`Demo at http://127.0.0.1:${address.port}${base}`);
});
