// The JavaScript budget of the login page (`npm run check:bundle`, after `npm run build`).
//
// What it counts: the JavaScript a browser loads before the login page (/) can render, that is
// the entry module of apps/web/dist/index.html, every <link rel="modulepreload"> of that page, and, in
// case a preload were ever missing, whatever those files import statically (`import … from "./x.js"`).
// Lazy chunks (`import("./x.js")`) are left out: apps/web/src/app/routes.tsx imports the login page and
// everything the route tree renders at / (the root <Outlet />, the error and not-found page) eagerly, so
// the login route needs no lazy chunk; should that change, its chunk must be counted here too.
//
// Each file is gzipped on its own (level 9, as the .gz files served next to them) and the total is
// compared with the budget: 170 KB, a kilobyte being 1024 bytes. Exits 1 when over.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const KB = 1024;
// `from"./x.js"` or `import"./x.js"`; a lazy `import("./x.js")` does not match.
const STATIC_IMPORT = /\b(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const tags = [
  ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
];
if (tags.length === 0) {
  console.error('No module script in apps/web/dist/index.html: run `npm run build` first.');
  process.exit(1);
}

// Paths from the site root ("/assets/x.js"); static imports inside a chunk are relative to it.
const pending = tags.map(([, src]) => new URL(src, 'http://site/').pathname);
const counted = new Map();
while (pending.length > 0) {
  const path = pending.shift();
  if (counted.has(path)) continue;
  const code = readFileSync(join(dist, path));
  counted.set(path, {
    raw: code.length,
    gzip: gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length,
  });
  for (const [, specifier] of code.toString('utf8').matchAll(STATIC_IMPORT)) {
    const imported = new URL(specifier, `http://site${path}`).pathname;
    if (existsSync(join(dist, imported))) pending.push(imported);
  }
}

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7);
let raw = 0;
let gzip = 0;
for (const [path, size] of counted) {
  raw += size.raw;
  gzip += size.gzip;
  console.log(`${kb(size.gzip)} KB gzip ${kb(size.raw)} KB  ${path}`);
}
console.log(
  `${kb(gzip)} KB gzip ${kb(raw)} KB  login page total, ${gzip} bytes gzip (budget ${BUDGET_KB} KB)`,
);
if (gzip > BUDGET_KB * KB) {
  console.error(`Over budget by ${(gzip / KB - BUDGET_KB).toFixed(1)} KB of gzipped JavaScript.`);
  process.exit(1);
}
