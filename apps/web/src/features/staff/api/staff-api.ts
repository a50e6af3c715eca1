import {
  API,
  messageResponseSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
} from '@ops/contracts';
import type { MessageResponse, StaffInviteRequest, StaffMember, StaffType } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

type StaffList = z.infer<typeof staffListResponseSchema>;
type StaffAnswer = z.infer<typeof staffMemberResponseSchema>;
export type StaffAction = 'resendInvite' | 'deactivate' | 'reactivate';

const staffApi = api.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffMember[], void, StaffList>({
      query: () => ({ url: API.staff.users, auth: true }),
      rawResponseSchema: staffListResponseSchema,
      transformResponse: (body) => body.data,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<StaffAnswer, StaffInviteRequest>({
      query: (body) => ({ url: API.staff.users, method: 'POST', body, auth: true }),
      responseSchema: staffMemberResponseSchema,
      invalidatesTags: ['Staff'],
    }),
    changeStaffType: build.mutation<StaffAnswer, { id: number; user_type: StaffType }>({
      query: ({ id, user_type }) => ({
        url: API.staff.userById(id),
        method: 'PATCH',
        body: { user_type },
        auth: true,
      }),
      responseSchema: staffMemberResponseSchema,
      invalidatesTags: ['Staff'],
    }),
    staffAction: build.mutation<StaffAnswer, { id: number; action: StaffAction }>({
      query: ({ id, action }) => ({ url: API.staff[action](id), method: 'POST', auth: true }),
      responseSchema: staffMemberResponseSchema,
      invalidatesTags: ['Staff'],
    }),
    // Decision 0020: a colleague who lost their phone signs in with the password again, and is mailed.
    resetSecondFactor: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: API.mfa.resetStaff(id), method: 'POST', auth: true }),
      responseSchema: messageResponseSchema,
    }),
  }),
});

export const {
  useGetStaffQuery,
  useInviteStaffMutation,
  useChangeStaffTypeMutation,
  useStaffActionMutation,
  useResetSecondFactorMutation,
} = staffApi;
