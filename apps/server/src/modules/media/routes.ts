import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, PROFILE_IMAGE_TYPES } from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import { PUBLIC_MEDIA_FOLDERS } from './media-path.js';

const CONTENT_TYPES = Object.fromEntries(
  Object.entries(PROFILE_IMAGE_TYPES).map(([mime, extension]) => [`.${extension}`, mime]),
);

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/media/*', { config: { bulk: true } }, async (request, reply) => {
    const key = request.params['*'];
    const folder = key.split('/')[0] ?? '';
    if (!PUBLIC_MEDIA_FOLDERS.includes(folder)) throw notFound(MESSAGES.notFound);
    const object = await app.services.storage.get(key);
    if (!object) throw notFound(MESSAGES.notFound);
    return reply
      .type(CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream')
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.stream);
  });
};
