import {
  API,
  assignmentOptionsResponseSchema,
  deliverInputToFields,
  deliverResponseSchema,
  newBatchDetailsResponseSchema,
  shareEmailResponseSchema,
  updateAssignmentOptionsResponseSchema,
  updateBatchDetailsResponseSchema,
} from '@ops/contracts';
import type {
  AssignmentOption,
  AssignmentOptionsResponse,
  DeliverRequest,
  DeliverResponse,
  DetailAssignmentRequest,
  NewBatchDetails,
  ShareEmailRequest,
  ShareEmailResponse,
  UpdateAssignmentOptionsResponse,
  UpdateBatchDetails,
  UpdateDetailAssignmentsRequest,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { queryString } from '@/shared/api/query-string';

const paths = API.deliveries;

interface OptionSearch {
  search?: string;
  requester_name?: string;
  client_code?: string;
}

interface DeliverArgs {
  flow: 'new' | 'update';
  request: DeliverRequest;
}

const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssignmentOptions: build.query<AssignmentOption[], OptionSearch>({
      query: (params) => ({ url: `${paths.assignmentOptions}${queryString({ ...params })}`, auth: true }),
      rawResponseSchema: assignmentOptionsResponseSchema,
      transformResponse: (body: AssignmentOptionsResponse) => body.data,
      keepUnusedDataFor: 0,
    }),
    getUpdateAssignmentOptions: build.query<UpdateAssignmentOptionsResponse['data'], string>({
      query: (id) => ({ url: paths.updateAssignmentOptions(id), auth: true }),
      rawResponseSchema: updateAssignmentOptionsResponseSchema,
      transformResponse: (body: UpdateAssignmentOptionsResponse) => body.data,
      keepUnusedDataFor: 0,
    }),
    getNewBatchDetails: build.mutation<NewBatchDetails, DetailAssignmentRequest>({
      query: (body) => ({ url: paths.detailAssignment, method: 'POST', body, auth: true }),
      responseSchema: newBatchDetailsResponseSchema,
    }),
    getUpdateBatchDetails: build.mutation<UpdateBatchDetails, UpdateDetailAssignmentsRequest>({
      query: (body) => ({ url: paths.updateDetailAssignments, method: 'POST', body, auth: true }),
      responseSchema: updateBatchDetailsResponseSchema,
    }),
    checkShareEmails: build.mutation<ShareEmailResponse, ShareEmailRequest>({
      query: (body) => ({ url: paths.shareEmail, method: 'POST', body, auth: true }),
      responseSchema: shareEmailResponseSchema,
    }),
    /** The final call: a multipart form of deliverInputToFields (file names of completed uploads). */
    deliver: build.mutation<DeliverResponse, DeliverArgs>({
      query: ({ flow, request }) => {
        const body = new FormData();
        for (const [name, value] of deliverInputToFields(request, flow)) body.append(name, value);
        return {
          url: flow === 'new' ? paths.uploadNewDelivery : paths.updateDelivery,
          method: 'POST',
          body,
          auth: true,
        };
      },
      responseSchema: deliverResponseSchema,
    }),
  }),
});

export const {
  useGetAssignmentOptionsQuery,
  useLazyGetAssignmentOptionsQuery,
  useGetUpdateAssignmentOptionsQuery,
  useGetNewBatchDetailsMutation,
  useGetUpdateBatchDetailsMutation,
  useCheckShareEmailsMutation,
  useDeliverMutation,
} = deliveryApi;
