import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultClientConditions, defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import type { Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { CHARTS_COPY, STATE_PACKAGES, chartsOwnState } from './vite-plugins/charts-own-state';
import { loginFirstPaint } from './vite-plugins/login-first-paint';
// The deliveries page's addresses and the stored token's key, for the inline starter (both modules import
// nothing the config could not load).
import { FIRST_SCREEN_ADDRESS } from './src/app/first-screen-calls';
import { TOKEN_KEY } from './src/shared/session/stored-token';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build over 1 KiB (and index.html,
 * whatever its size), for the server's @fastify/static `preCompressed`: compressed once here, at the
 * highest levels, instead of on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ops-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const { size } = await stat(path);
          if (size <= 1024 && file !== 'index.html') return;
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: size,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

const src = fileURLToPath(new URL('./src/', import.meta.url));
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ModuleGraph = Rolldown.ChunkingContext;

/** The app's modules (not node_modules) that `roots` import statically, directly or through others. */
function staticallyReached(graph: ModuleGraph, roots: string[], skip: Set<string>): Set<string> {
  const reached = new Set<string>();
  const pending = roots.map((root) => (root.startsWith(src) ? root : join(src, root)));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || skip.has(id) || id.includes('node_modules')) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    pending.push(...info.importedIds);
  }
  return reached;
}

/** Every module that some module of the app imports lazily (`import()`). */
function lazilyImported(graph: ModuleGraph, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const pending = entries.map((entry) => join(src, entry));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || id.includes('node_modules')) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    info.dynamicallyImportedIds.forEach((imported) => lazy.add(imported));
    pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return lazy;
}

/**
 * The signed-in first screen in three chunks instead of some twenty small ones (issue 23): `shell`, what the
 * session guard, the layout and the first calls need; `signed-in`, what the deliveries page shares with the
 * other lazy pages and dialogs; `deliveries`, the rest of what /deliver and /ops-archive need. Modules the
 * entry loads, or that are reached only through a lazy import, stay where they were.
 */
function firstScreenChunks(): CodeSplittingGroup[] {
  let chunkOf: Map<string, string> | null = null;
  const chunkName = (id: string, graph: ModuleGraph) => {
    if (!chunkOf) {
      const entry = staticallyReached(graph, ['main.tsx', 'demo/main.tsx'], new Set());
      const shell = staticallyReached(graph, ['app/signed-in-root.tsx', 'app/first-calls.ts'], entry);
      const roots = ['features/assignments/index.ts'];
      const pages = staticallyReached(graph, roots, new Set([...entry, ...shell]));
      // What the other lazy pages and dialogs share with the deliveries page: a chunk of its own, so that
      // they need not load the deliveries page with it.
      const firstScreenRoots = new Set(
        [...roots, 'app/signed-in-root.tsx', 'app/first-calls.ts'].map((root) => join(src, root)),
      );
      const others = [...lazilyImported(graph, ['main.tsx', 'demo/main.tsx'])].filter(
        (id) => !firstScreenRoots.has(id),
      );
      const shared = staticallyReached(graph, others, new Set([...entry, ...shell]));
      // The schemas the login page and the frame check answers with (lazy-schema.ts), with what they import:
      // a chunk of their own, so that loading them does not load the signed-in chunks that share them.
      const schemas = staticallyReached(
        graph,
        ['features/auth/api/auth-schemas.ts', 'shared/api/frame-schemas.ts'],
        entry,
      );
      chunkOf = new Map([
        ...[...schemas].map((module) => [module, 'schemas'] as const),
        ...[...shell].filter((module) => !schemas.has(module)).map((module) => [module, 'shell'] as const),
        ...[...pages]
          .filter((module) => !schemas.has(module))
          .map((module) => [module, shared.has(module) ? 'signed-in' : 'deliveries'] as const),
      ]);
    }
    return chunkOf.get(id) ?? null;
  };
  const group = (name: string, priority: number): CodeSplittingGroup => ({
    name: (id, graph) => (chunkName(id, graph) === name ? name : null),
    test: (id) => !id.includes('node_modules'),
    // The shell first: the modules it shares with the deliveries page stay in it, so that the other
    // signed-in pages need not load the deliveries chunk for them.
    priority,
  });
  return [group('schemas', 4), group('shell', 3), group('signed-in', 2), group('deliveries', 1)];
}

const EARLY_CALLS = 'app/early-calls.ts';
const TOKEN_CRYPTO = 'shared/session/token-crypto.ts';

/**
 * What the early-calls entry imports, in a chunk of its own that the app's entry shares: without it those
 * modules would join the entry's chunk, and the early calls would wait for React to arrive.
 */
function earlyCallsChunk(): CodeSplittingGroup {
  let early: Set<string> | null = null;
  return {
    test: (id) => !id.includes('node_modules'),
    name: (id, graph) => {
      if (!early) {
        // The crypto that opens the token rides in its vendor chunk: the app's entry must not bring it along.
        early = staticallyReached(graph, [EARLY_CALLS], new Set([join(src, TOKEN_CRYPTO)]));
        early.delete(join(src, EARLY_CALLS));
      }
      return early.has(id) ? 'early' : null;
    },
    priority: 6,
  };
}

const FIRST_SCREEN_CHUNKS = ['shell', 'signed-in', 'deliveries'];

/**
 * A small script inlined at the top of index.html's head (the server's security policy allows it by its
 * hash, computed on each page it serves): on /deliver and /ops-archive with a stored session it starts the
 * early-calls entry (the page's first calls, src/app/early-calls.ts) with the crypto that opens the token,
 * at high priority, and adds modulepreload links for the signed-in first screen's chunks, so that they load
 * beside the entry instead of after it has run (issue 23). Elsewhere, the login page among them, it adds
 * nothing. Its address pattern and storage key are app/first-screen-calls' and shared/session/stored-token's.
 */
function firstScreenPreload(): Plugin {
  return {
    name: 'ops-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = new Set<string>();
        const gather = (files: string[], into: Set<string>) => {
          for (let file = files.pop(); file !== undefined; file = files.pop()) {
            if (into.has(file) || entryFiles.has(file)) continue;
            into.add(file);
            files.push(...(byFile.get(file)?.imports ?? []));
          }
        };
        const early = chunks.find((chunk) => chunk.isEntry && chunk.name === 'early-calls');
        if (!early) throw new Error('The build has no early-calls entry');
        gather(
          chunks.filter((chunk) => chunk.isEntry && chunk !== early).map((chunk) => chunk.fileName),
          entryFiles,
        );
        // What the early calls need comes first and at high priority: the calls wait for nothing else.
        const earlyFiles = new Set<string>();
        gather([...early.imports], earlyFiles);
        const modules = new Set<string>();
        gather(
          chunks.filter((chunk) => FIRST_SCREEN_CHUNKS.includes(chunk.name)).map((chunk) => chunk.fileName),
          modules,
        );
        const styles = [...modules].flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        const links = [
          ...[...earlyFiles].map((file) => ['modulepreload', `/${file}`, 'high']),
          ...[...modules]
            .filter((file) => !earlyFiles.has(file))
            .map((file) => ['modulepreload', `/${file}`, 'auto']),
          ...styles.map((file) => ['preload', `/${file}`, 'auto']),
        ];
        const token = JSON.stringify(TOKEN_KEY);
        const script =
          `if(${FIRST_SCREEN_ADDRESS}.test(location.pathname)&&` +
          `(sessionStorage.getItem(${token})!==null||localStorage.getItem(${token})!==null)){` +
          `const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(`/${early.fileName}`)};` +
          `s.fetchPriority='high';s.crossOrigin='';document.head.append(s);` +
          `for(const[r,h,p]of ${JSON.stringify(links)}){const l=document.createElement('link');` +
          `l.rel=r;l.href=h;l.fetchPriority=p;if(r==='preload')l.as='style';l.crossOrigin='';document.head.append(l)}}`;
        // Right after the charset, which must stay in the page's first 1024 bytes, and before any stylesheet,
        // which a classic script would wait for.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset>');
        return html.replace(charset, (tag) => `${tag}\n    <script>${script}</script>`);
      },
    },
  };
}

/** Vendor groups come first, before the app's own groups. */
const vendorChunks = (groups: CodeSplittingGroup[]) => groups.map((group) => ({ ...group, priority: 5 }));

/**
 * The test files that need modules and a page of their own, as paths from this folder: those that replace a
 * module with vi.mock, and those that say `vitest-own-page` (with the reason beside it).
 */
function ownPageTestFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        /vi\.mock\(|vitest-own-page/.test(readFileSync(join(src, file), 'utf8')),
    )
    .map((file) => `src/${file}`);
}

/**
 * `--mode demo` (decision 0017): the app with Mock Service Worker answering every call from sample data,
 * entered through src/demo/main.tsx, with relative asset paths and the worker script of demo-public/, into
 * dist-demo/; the normal build is untouched.
 */
function demoEntry(): Plugin {
  return {
    name: 'ops-demo-entry',
    // 'pre': before the build reads the page's scripts, so the demo entry is the one bundled.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/src/demo/main.tsx'),
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins:
    mode === 'demo'
      ? [react(), demoEntry()]
      : [chartsOwnState(), react(), firstScreenPreload(), loginFirstPaint(), precompress()],
  base: mode === 'demo' ? './' : '/',
  publicDir: mode === 'demo' ? 'demo-public' : 'public',
  resolve: {
    // `@/` is src/ (tsconfig.json's paths say the same to TypeScript).
    alias: [
      { find: /^@\//u, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // zod with its jitless switch set, for every importer (the app's and the contracts' modules).
      { find: /^zod$/u, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) },
    ],
    // The demo's request interception has browser and Node builds: it needs the browser condition back.
    conditions: mode === 'demo' ? ['source', ...defaultClientConditions] : ['source'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api-ops': apiTarget,
      '/api-req': apiTarget,
      '/api-rcp': apiTarget,
      '/media': apiTarget,
      '/files': apiTarget,
    },
  },
  build: {
    // DEMO_OUT_DIR lets parallel demo builds (one per test run) keep out of each other's way.
    outDir: mode === 'demo' ? (process.env.DEMO_OUT_DIR ?? 'dist-demo') : 'dist',
    sourcemap: true,
    // Read by scripts/login-js-budget.mjs: which chunks each first screen loads.
    manifest: mode !== 'demo',
    rolldownOptions: {
      // The early first-screen calls are an entry of their own (src/app/early-calls.ts), in the page's head.
      input:
        mode === 'demo'
          ? undefined
          : {
              index: join(fileURLToPath(new URL('.', import.meta.url)), 'index.html'),
              'early-calls': join(src, EARLY_CALLS),
            },
      // The contracts' modules only declare schemas, texts and rules, so a module none of whose exports a
      // page uses can go: otherwise the login page would carry every schema, the dial codes (libphonenumber's
      // metadata) and decimal.js.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // Long-lived vendor chunks. The login page needs react, state, zod and crypto; react-hook-form,
        // react-select and libphonenumber load only with the signed-in pages that use them.
        codeSplitting: {
          groups: [
            ...vendorChunks([
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // The app's own copies only, not the charts' (chartsOwnState above, and the reselect that
              // recharts pins, nested under it).
              {
                name: 'state',
                test: (id) =>
                  STATE_PACKAGES.test(id) &&
                  !id.endsWith(CHARTS_COPY) &&
                  !/node_modules[\\/].*node_modules[\\/]/.test(id),
              },
              // The jitless switch (the alias of `zod`) rides in zod's own chunk.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ },
              { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
              // With the module that opens the stored token, which the early calls load alone.
              {
                name: 'crypto',
                test: (id) => /node_modules[\\/]@noble[\\/]/.test(id) || id === join(src, TOKEN_CRYPTO),
              },
              // The toaster loads lazily beside the first page (app.tsx): with its own chunk, not the shell's.
              { name: 'toast', test: /node_modules[\\/](react-hot-toast|goober)[\\/]/ },
            ]),
            // The rest of what the entry loads, in one chunk beside it: the first screen's chunks below take
            // their modules' imports with them, and must find these taken already.
            // (The early-calls entry keeps its own module: it must not wait for the app's.)
            { name: 'app', tags: ['$initial'], test: (id) => id !== join(src, EARLY_CALLS), priority: 4 },
            earlyCallsChunk(),
            ...firstScreenChunks(),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Well above the 5 s that findBy*/waitFor may wait (src/test/setup.ts): a test that walks a whole form
    // through the demo's handlers may pass 15 s beside the PostgreSQL suite on two loaded cores.
    testTimeout: 30_000,
    // Files share one module graph and page per worker (the setup file resets the page, storage, the demo's
    // state and mocks around each test); a file that replaces a module with vi.mock gets its own, since a
    // module already loaded by another file would not be replaced, and so does one that says it needs a
    // fresh page (decision 0029).
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ownPageTestFiles()] },
      },
      { extends: true, test: { name: 'own page', include: ownPageTestFiles() } },
    ],
  },
}));
