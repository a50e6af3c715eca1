import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_PAINT_PAGES, MESSAGES } from '@ops/contracts';
import { escapeHtml } from '@/lib/escape-html.js';
import { isApiPath } from './api-route.js';
import { allowInlineScripts } from './security-headers.js';

/** A page address: no file extension in its last segment (a missing /assets/x.js or /robots.txt is a 404). */
const isPagePath = (url: string) => !/\.[^/]*$/.test(url.split(/[?#]/)[0]!);

/** `meta` written into the page's head as `<meta name content>` tags (their values escaped). */
export function withPageMeta(html: string, meta: Record<string, string>) {
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('');
  // A function, so a `$` in a value is never read as a replacement pattern.
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}</head>`);
  const doctype = /^<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return doctype + tags + html.slice(doctype.length);
}

const FIRST_PAINT_END = 'ops-first-paint-end';

/**
 * `markup` written into the page's empty `<div id="root">`, where the app's first render replaces it. The
 * head asks the browser not to render before the markup's end has been parsed (`rel=expect`), so a page
 * painted while the parser waits on a script never shows half a form that then grows.
 */
function withRootMarkup(html: string, markup: string) {
  const root = /<div id="root"><\/div>/;
  if (!markup || !root.test(html)) return html;
  return html
    .replace(root, () => `<div id="root">${markup}<template id="${FIRST_PAINT_END}"></template></div>`)
    .replace(/<\/head>/i, () => `<link rel="expect" href="#${FIRST_PAINT_END}" blocking="render"></head>`);
}

type FirstPaintPath = keyof typeof FIRST_PAINT_PAGES;
const isFirstPaintPath = (pathname: string): pathname is FirstPaintPath =>
  Object.hasOwn(FIRST_PAINT_PAGES, pathname);

/** The build's first screen for this address (decision 0034), or '' when it has none or the build lacks it. */
async function firstPaint(distDir: string, pathname: string, pages: readonly string[]) {
  if (!isFirstPaintPath(pathname) || !pages.includes(pathname)) return '';
  return readFile(path.join(distDir, FIRST_PAINT_PAGES[pathname]), 'utf8').catch(() => '');
}

/**
 * Serves the built web app, with the build's Brotli and gzip copies when the browser takes them; any other
 * GET or HEAD of a page address gets index.html, whatever its Accept header, so the app's router answers
 * (its not-found page included), with `pageMeta` written into its head and, for the `firstPaint` addresses, the
 * build's markup of that page in #root (both read from disk on each request, as a file would be, so a new
 * build in place is served at once). Unknown API paths and missing files answer 404
 * JSON.
 */
export const webApp = fp(
  async (
    app: FastifyInstance,
    opts: { distDir: string; pageMeta?: Record<string, string>; firstPaint?: readonly string[] },
  ) => {
    const indexFile = path.join(opts.distDir, 'index.html');
    const hasWeb = existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`No built web app at ${opts.distDir}; run "npm run build" to serve it.`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        isPagePath(request.url);
      if (hasWeb && wantsPage) {
        reply.ensureCsrfCookie();
        const [html, markup] = await Promise.all([
          readFile(indexFile, 'utf8'),
          firstPaint(opts.distDir, request.url.split(/[?#]/)[0]!, opts.firstPaint ?? []),
        ]);
        const page = withPageMeta(withRootMarkup(html, markup), opts.pageMeta ?? {});
        // The build's own inline scripts only: nothing written into the page here may run.
        allowInlineScripts(reply, html);
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
      }
      return reply.code(404).send({ success: false, message: MESSAGES.notFound });
    });
  },
  { name: 'web-app', dependencies: ['csrf'] },
);
