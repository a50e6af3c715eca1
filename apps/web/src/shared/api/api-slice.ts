import { createApi } from '@reduxjs/toolkit/query/react';
import { API, MESSAGES } from '@ops/contracts';
import type { GetProfileResponse, LogoutResponse, Profile } from '@ops/contracts';
import { baseQuery } from './base-query';
import { lazySchema } from './lazy-schema';

const schemas = () => import('./frame-schemas');

/** The single RTK Query API; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // 'Deliveries': the assignment lists and details, refetched after a delivery is made or updated.
  tagTypes: ['Profile', 'Deliveries'],
  // Answers are checked against the contracts' schemas; a mismatch is reported like any failed call.
  catchSchemaFailure: (error, info) => {
    console.error(`Unexpected answer for ${info.endpoint}`, error.issues);
    return { status: 'BAD_RESPONSE' as const, message: MESSAGES.serverError };
  },
  endpoints: (build) => ({
    // Shared by the navigation bar, the profile page and the signed-in layout.
    getProfile: build.query<Profile, void, GetProfileResponse>({
      query: () => ({ url: API.ops.profile, auth: true }),
      rawResponseSchema: lazySchema(() => schemas().then((m) => m.getProfileResponseSchema)),
      transformResponse: (body) => body.data,
      providesTags: ['Profile'],
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: API.auth.logout, auth: true }),
      responseSchema: lazySchema(() => schemas().then((m) => m.logoutResponseSchema)),
    }),
  }),
});

export const { useGetProfileQuery, useLogoutMutation } = api;
