import {
  API,
  createIntegrationKeyResponseSchema,
  intakeReportSchema,
  integrationKeyListResponseSchema,
  messageResponseSchema,
} from '@ops/contracts';
import type {
  CreateIntegrationKeyResponse,
  IntakeReport,
  IntegrationKey,
  IntegrationKeyListResponse,
  MessageResponse,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';

const intakeApi = api.enhanceEndpoints({ addTagTypes: ['IntegrationKey'] }).injectEndpoints({
  endpoints: (build) => ({
    importAssignments: build.mutation<IntakeReport, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: API.deliveries.assignmentImport, method: 'POST', body: form, auth: true };
      },
      responseSchema: intakeReportSchema,
      // An updated assignment's services show on its delivery's card and detail.
      invalidatesTags: ['Deliveries'],
    }),
    getIntegrationKeys: build.query<IntegrationKey[], void>({
      query: () => ({ url: API.deliveries.integrationKeys, auth: true }),
      rawResponseSchema: integrationKeyListResponseSchema,
      transformResponse: (body: IntegrationKeyListResponse) => body.data,
      providesTags: ['IntegrationKey'],
    }),
    createIntegrationKey: build.mutation<CreateIntegrationKeyResponse, string>({
      query: (name) => ({ url: API.deliveries.integrationKeys, method: 'POST', body: { name }, auth: true }),
      responseSchema: createIntegrationKeyResponseSchema,
      invalidatesTags: ['IntegrationKey'],
    }),
    revokeIntegrationKey: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: API.deliveries.integrationKeyById(id), method: 'DELETE', auth: true }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['IntegrationKey'],
    }),
  }),
});

export const {
  useImportAssignmentsMutation,
  useGetIntegrationKeysQuery,
  useCreateIntegrationKeyMutation,
  useRevokeIntegrationKeyMutation,
} = intakeApi;
