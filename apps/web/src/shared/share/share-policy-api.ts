import { API, sharePolicyResponseSchema } from '@ops/contracts';
import type { SharePolicy } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

type PolicyAnswer = z.infer<typeof sharePolicyResponseSchema>;

/** A client's share policy (decision 0038): set by an operations admin, read by the share dialog. */
const sharePolicyApi = api.enhanceEndpoints({ addTagTypes: ['SharePolicy'] }).injectEndpoints({
  endpoints: (build) => ({
    getClientSharePolicy: build.query<SharePolicy, number>({
      query: (clientId) => ({ url: API.sharePolicy.byClient(clientId), auth: true }),
      rawResponseSchema: sharePolicyResponseSchema,
      transformResponse: (body: PolicyAnswer) => body.data,
      providesTags: ['SharePolicy'],
    }),
    getDeliverySharePolicy: build.query<SharePolicy, number>({
      query: (deliveryId) => ({ url: API.sharePolicy.byDelivery(deliveryId), auth: true }),
      rawResponseSchema: sharePolicyResponseSchema,
      transformResponse: (body: PolicyAnswer) => body.data,
      providesTags: ['SharePolicy'],
    }),
    saveClientSharePolicy: build.mutation<PolicyAnswer, { clientId: number; policy: SharePolicy }>({
      query: ({ clientId, policy }) => ({
        url: API.sharePolicy.byClient(clientId),
        method: 'PUT',
        body: policy,
        auth: true,
      }),
      responseSchema: sharePolicyResponseSchema,
      invalidatesTags: ['SharePolicy'],
    }),
  }),
});

export const {
  useGetClientSharePolicyQuery,
  useGetDeliverySharePolicyQuery,
  useSaveClientSharePolicyMutation,
} = sharePolicyApi;
