import { http, HttpResponse } from 'msw';
import {
  API,
  getProfileResponseSchema,
  MESSAGES,
  PROFILE_IMAGE_DEFAULT_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  updateProfileFieldsSchema,
  updateProfileParamsSchema,
  updateProfileResponseSchema,
} from '@ops/contracts';
import { sessionProfile } from '../data/accounts';
import { imageKind } from '../data/client-files';
import type { DemoState } from '../data/demo-state';
import { failure, refuseUnstorable, reply, withAccount } from './respond';

const IMAGE_FOLDER = '/media/profile-images/';

/** The profile of the session's account; its edits (and image) last until the page reloads. */
export function profileHandlers(state: DemoState) {
  const { accounts } = state;
  return [
    http.get(
      API.ops.profile,
      withAccount((_call, account) =>
        reply(getProfileResponseSchema, { success: true, data: sessionProfile(accounts, account) }),
      ),
    ),

    // Multipart: the text fields, and an optional `image` file.
    http.put(
      API.ops.profileById(':id'),
      withAccount(async ({ request, params }, account) => {
        const target = updateProfileParamsSchema.safeParse(params);
        if (!target.success) return failure(404, MESSAGES.notFound);
        if (target.data.id !== account.id) return failure(403, MESSAGES.ownProfileOnly);
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data'))
          return failure(400, MESSAGES.unsupportedBody);
        const form = await request.formData();
        const image = form.get('image');
        const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'));
        let bytes: Uint8Array | null = null;
        // A file part (the browser's File; not a `Blob` of this realm under test).
        if (image && typeof image !== 'string' && image.size > 0) {
          if (image.size > PROFILE_IMAGE_DEFAULT_MAX_BYTES)
            return failure(400, MESSAGES.imageTooLarge(PROFILE_IMAGE_DEFAULT_MAX_BYTES));
          bytes = new Uint8Array(await image.arrayBuffer());
        }
        const type = bytes && imageKind(bytes);
        if (bytes && !type) return failure(400, MESSAGES.imageTypeNotAllowed);
        refuseUnstorable(fields);
        const parsed = updateProfileFieldsSchema.safeParse(fields);
        if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);

        const current = sessionProfile(accounts, account);
        let imagePath = current.image;
        if (bytes && type) {
          imagePath = `${IMAGE_FOLDER}${current.profile_id}-${accounts.images.size + 1}.${PROFILE_IMAGE_TYPES[type]}`;
          accounts.images.set(imagePath, { type, bytes: bytes.slice().buffer });
        }
        const updated = { ...current, ...parsed.data, image: imagePath };
        accounts.profiles.set(account.id, updated);
        return reply(updateProfileResponseSchema, {
          success: true,
          message: MESSAGES.profileSaved,
          data: updated,
        });
      }),
    ),

    // The session's uploaded images, at the media paths the profile names.
    http.get(`${IMAGE_FOLDER}:name`, ({ request }) => {
      const image = accounts.images.get(new URL(request.url).pathname);
      if (!image) return failure(404, MESSAGES.notFound);
      return new HttpResponse(image.bytes, { headers: { 'content-type': image.type } });
    }),
  ];
}
