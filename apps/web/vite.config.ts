import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultClientConditions, defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

/**
 * The test files that need modules and a page of their own, as paths from this folder: those that replace a
 * module with vi.mock, and those that say `vitest-own-page` (with the reason beside it).
 */
function ownPageTestFiles(): string[] {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
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
  plugins: mode === 'demo' ? [react(), demoEntry()] : [react(), precompress()],
  base: mode === 'demo' ? './' : '/',
  publicDir: mode === 'demo' ? 'demo-public' : 'public',
  resolve: {
    // `@/` is src/ (tsconfig.json's paths say the same to TypeScript).
    alias: [{ find: /^@\//u, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
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
    rolldownOptions: {
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'state', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/ },
            // The jitless switch rides in zod's own chunk, so it is set before any other chunk can parse.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'crypto', test: /node_modules[\\/]@noble[\\/]/ },
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
