// The JavaScript budgets of the first screens (`npm run check:bundle`, after `npm run build`; issue 23).
//
// What it counts, from the build's manifest (apps/web/dist/.vite/manifest.json):
// - the login page (/): index.html's entry and every chunk it imports statically (its modulepreloads);
// - the signed-in first screen (/deliver, a delivery open): that, plus the early first calls (the entry that
//   index.html's inline starter loads there) and what mount-app starts loading at once for a signed-in
//   address: the signed-in layout, the assignments page and the first calls (the build puts them in the
//   `shell` and `deliveries` chunks: apps/web/vite.config.ts), with the chunks they import statically. Lazy
//   chunks below them (dialogs, other tabs) are left out.
// Each file is counted as the server sends it to a browser that takes Brotli: its .br copy (the build writes
// one for every file over 1 KiB), else the file itself. A kilobyte is 1024 bytes. Exits 1 when over.
//
// The budgets hold today's sizes so that they cannot grow unnoticed; issue 23's target for the login page is
// 120 KB (decision 0034 says what is left to reach it).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
const LOGIN = { name: 'login page (/)', budgetKb: 120, roots: ['index.html'] };
const FIRST_SCREEN = {
  name: 'signed-in first screen (/deliver)',
  budgetKb: 207,
  roots: ['index.html', 'src/app/early-calls.ts', 'shell', 'deliveries'],
};
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No apps/web/dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sentSize = (file) => {
  const path = join(dist, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
};

/** A manifest entry by its key (a source path) or by its chunk's name. */
const chunkOf = (key) =>
  manifest[key] ?? Object.entries(manifest).find(([k, c]) => k.startsWith('_') && c.name === key)?.[1];

/** The JavaScript files a page loads for `roots`: each root's chunk and its static imports, recursively. */
function filesOf(roots) {
  const files = new Set();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = chunkOf(key);
    if (!chunk) throw new Error(`No ${key} in the build's manifest: update scripts/login-js-budget.mjs.`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return [...files];
}

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7);
let failed = false;
for (const page of [LOGIN, FIRST_SCREEN]) {
  console.log(`\n${page.name}:`);
  let total = 0;
  for (const file of filesOf(page.roots)) {
    const size = sentSize(file);
    total += size;
    console.log(`${kb(size)} KB  /${file}`);
  }
  const over = total > page.budgetKb * KB;
  if (over) failed = true;
  console.log(`${kb(total)} KB  ${page.name} total as sent, ${total} bytes (budget ${page.budgetKb} KB)`);
  if (over) console.error(`Over budget by ${(total / KB - page.budgetKb).toFixed(1)} KB.`);
}
process.exit(failed ? 1 : 0);
