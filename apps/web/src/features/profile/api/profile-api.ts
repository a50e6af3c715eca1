import { API, resetPasswordResponseSchema, updateProfileResponseSchema } from '@ops/contracts';
import type { ResetPasswordRequest, ResetPasswordResponse, UpdateProfileResponse } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: the text fields of updateProfileFieldsSchema plus an optional `image` file. */
    updateProfile: build.mutation<UpdateProfileResponse, { id: number; form: FormData }>({
      query: ({ id, form }) => ({ url: API.ops.profileById(id), method: 'PUT', body: form, auth: true }),
      responseSchema: updateProfileResponseSchema,
      invalidatesTags: ['Profile'],
    }),
    resetPassword: build.mutation<ResetPasswordResponse, ResetPasswordRequest>({
      query: (body) => ({ url: API.auth.resetPassword, method: 'POST', body, auth: true }),
      responseSchema: resetPasswordResponseSchema,
    }),
  }),
});

export const { useUpdateProfileMutation, useResetPasswordMutation } = profileApi;
