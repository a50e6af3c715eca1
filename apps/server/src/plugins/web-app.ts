import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@ops/contracts';
import { isApiPath } from './api-route.js';

/** A page address: no file extension in its last segment (a missing /assets/x.js or /robots.txt is a 404). */
const isPagePath = (url: string) => !/\.[^/]*$/.test(url.split(/[?#]/)[0]!);

/**
 * Serves the built web app, with the build's Brotli and gzip copies when the browser takes them; any other
 * GET or HEAD of a page address gets index.html, whatever its Accept header, so the app's router answers
 * (its not-found page included). Unknown API paths and missing files answer 404 JSON.
 */
export const webApp = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const hasWeb = existsSync(path.join(opts.distDir, 'index.html'));
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

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        isPagePath(request.url);
      if (hasWeb && wantsPage) {
        reply.ensureCsrfCookie();
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ success: false, message: MESSAGES.notFound });
    });
  },
  { name: 'web-app', dependencies: ['csrf'] },
);
