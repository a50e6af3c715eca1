import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';
// By path: the config loads before the contracts are built, and this module imports nothing.
import { FIRST_PAINT_PAGES } from '../../../packages/contracts/src/first-paint';

const ENTRY = 'src/features/auth/first-paint.tsx';

/**
 * Renders the login page's static markup after the build (decision 0034): a server-side build of
 * src/features/auth/first-paint.tsx, with the app's aliases and conditions, run once in Node. Every
 * asset the markup names (the logo) must be a file of the build, or the build fails.
 */
export function loginFirstPaint(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'ops-login-first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      const outDir = resolve(config.root, config.build.outDir);
      const scratch = await mkdtemp(join(tmpdir(), 'ops-first-paint-'));
      try {
        await build({
          root: config.root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias: config.resolve.alias, conditions: config.resolve.conditions },
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: scratch,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'first-paint.mjs' } },
          },
        });
        const module = (await import(pathToFileURL(join(scratch, 'first-paint.mjs')).href)) as {
          renderLoginFirstPaint: () => string;
        };
        const markup = module.renderLoginFirstPaint();
        const missing = [...markup.matchAll(/"\/(assets\/[^"]+)"/g)]
          .map((match) => match[1] ?? '')
          .filter((address) => !existsSync(join(outDir, address)));
        if (missing.length > 0) {
          throw new Error(`The login page's first paint names files the build lacks: ${missing.join(', ')}`);
        }
        await writeFile(join(outDir, FIRST_PAINT_PAGES['/']), markup);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
