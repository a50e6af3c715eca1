import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  MESSAGES,
  getProfileResponseSchema,
  updateProfileParamsSchema,
  updateProfileResponseSchema,
} from '@ops/contracts';
import { forbidden } from '@/lib/app-error.js';
import { currentUser } from '@/plugins/authentication.js';
import { presentProfile } from './presenter.js';
import { readProfileForm } from './read-profile-form.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, storage, clock, config } = app.services;

  app.get(
    API.ops.profile,
    { config: { allowUnverified: true }, schema: { response: { 200: getProfileResponseSchema } } },
    async (request) => ({ success: true as const, data: presentProfile(currentUser(request).user) }),
  );

  app.put(
    API.ops.profileById(':id'),
    {
      config: { allowUnverified: true },
      schema: { params: updateProfileParamsSchema, response: { 200: updateProfileResponseSchema } },
    },
    async (request) => {
      const { user } = currentUser(request);
      if (request.params.id !== user.id) throw forbidden(MESSAGES.ownProfileOnly);
      const { fields, image } = await readProfileForm(request, config.PROFILE_IMAGE_MAX_BYTES);

      let imageKey = user.image_key;
      if (image) {
        imageKey = `profile-images/${user.profile_id}-${randomUUID()}.${image.extension}`;
        await storage.put(imageKey, image.bytes);
      }
      const updated = await users.updateProfile(user.id, { ...fields, image_key: imageKey }, clock.now());
      if (image && user.image_key) {
        await storage
          .delete(user.image_key)
          .catch((err) => request.log.warn({ err }, 'old image not removed'));
      }
      return { success: true as const, message: MESSAGES.profileSaved, data: presentProfile(updated) };
    },
  );
};
