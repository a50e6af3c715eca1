import type { z } from 'zod';
import {
  API,
  complaintResponseSchema,
  recipientDeliveriesResponseSchema,
  recipientDeliveryResponseSchema,
  recipientDownloadResponseSchema,
  recipientMessageResponseSchema,
  recipientSessionResponseSchema,
} from '@ops/contracts';
import type {
  ComplaintResponse,
  RecipientAccessRequest,
  RecipientApproveRequest,
  RecipientComplaintRequest,
  RecipientDeliveriesResponse,
  RecipientDeliveryResponse,
  RecipientFeedbackRequest,
  RecipientReopenRequest,
  RecipientSessionResponse,
  RecipientVerifyRequest,
  recipientCodeRequestSchema,
  recipientDownloadRequestSchema,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { isApiError } from '@/shared/api/base-query';

type MessageAnswer = z.infer<typeof recipientMessageResponseSchema>;
type DownloadAnswer = z.infer<typeof recipientDownloadResponseSchema>;
export type RecipientDelivery = RecipientDeliveryResponse['data'];
export type DownloadRequest = z.input<typeof recipientDownloadRequestSchema>;

/** A reopening names its complaint in the path and its delivery, whose page it refreshes. */
type ReopenArg = RecipientReopenRequest & { id: number; delivery_id: number };

/** Cached answers are keyed by the recipient session's id, so a later session never sees an earlier one's. */
interface DeliveryArg {
  session: string;
  id: number;
}

// Calls without a session (code, verify) are plain; the others send the recipient session's bearer.
const recipientsApi = api.enhanceEndpoints({ addTagTypes: ['RecipientDelivery'] }).injectEndpoints({
  endpoints: (build) => ({
    requestRecipientCode: build.mutation<MessageAnswer, z.input<typeof recipientCodeRequestSchema>>({
      query: (body) => ({ url: API.recipients.requestCode, method: 'POST', body }),
      responseSchema: recipientMessageResponseSchema,
    }),
    verifyRecipientLink: build.mutation<RecipientSessionResponse, RecipientVerifyRequest>({
      query: (body) => ({ url: API.recipients.verify, method: 'POST', body }),
      responseSchema: recipientSessionResponseSchema,
    }),
    recipientLogout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: API.recipients.logout, method: 'POST', body: {}, recipient: true }),
      responseSchema: recipientMessageResponseSchema,
    }),
    getRecipientDeliveries: build.query<RecipientDeliveriesResponse, string>({
      query: () => ({ url: API.recipients.deliveries, recipient: true }),
      responseSchema: recipientDeliveriesResponseSchema,
    }),
    getRecipientDelivery: build.query<RecipientDelivery, DeliveryArg, RecipientDeliveryResponse>({
      query: ({ id }) => ({ url: API.recipients.delivery(id), recipient: true }),
      rawResponseSchema: recipientDeliveryResponseSchema,
      transformResponse: (body) => body.data,
      providesTags: (_result, _error, { id }) => [{ type: 'RecipientDelivery', id }],
    }),
    recipientDownload: build.mutation<DownloadAnswer, DownloadRequest>({
      query: (body) => ({ url: API.recipients.download, method: 'POST', body, recipient: true }),
      responseSchema: recipientDownloadResponseSchema,
      // A 404 means the share has ended, a 409 that its downloads are used, and a success used one: with a
      // limit the counts change, so the delivery is read again and the page says where it stands.
      invalidatesTags: (_result, error, { delivery_id }) =>
        !error || (isApiError(error) && (error.status === 404 || error.status === 409))
          ? [{ type: 'RecipientDelivery', id: Number(delivery_id) }]
          : [],
    }),
    sendRecipientFeedback: build.mutation<MessageAnswer, RecipientFeedbackRequest>({
      query: (body) => ({ url: API.recipients.feedback, method: 'POST', body, recipient: true }),
      responseSchema: recipientMessageResponseSchema,
      invalidatesTags: (_result, error, { delivery_id }) =>
        error ? [] : [{ type: 'RecipientDelivery', id: Number(delivery_id) }],
    }),
    requestColleagueAccess: build.mutation<MessageAnswer, RecipientAccessRequest>({
      query: (body) => ({ url: API.recipients.requestAccess, method: 'POST', body, recipient: true }),
      responseSchema: recipientMessageResponseSchema,
      invalidatesTags: (_result, _error, { delivery_id }) => [
        { type: 'RecipientDelivery', id: Number(delivery_id) },
      ],
    }),
    withdrawColleagueRequest: build.mutation<MessageAnswer, RecipientAccessRequest>({
      query: (body) => ({ url: API.recipients.withdrawRequest, method: 'POST', body, recipient: true }),
      responseSchema: recipientMessageResponseSchema,
      invalidatesTags: (_result, _error, { delivery_id }) => [
        { type: 'RecipientDelivery', id: Number(delivery_id) },
      ],
    }),
    // Approvals and complaints (decision 0040): each success is read back through the delivery, which
    // holds the version's approval and this recipient's complaints.
    approveRecipientVersion: build.mutation<MessageAnswer, RecipientApproveRequest>({
      query: (body) => ({ url: API.recipients.approve, method: 'POST', body, recipient: true }),
      responseSchema: recipientMessageResponseSchema,
      invalidatesTags: (_result, error, { delivery_id }) =>
        error ? [] : [{ type: 'RecipientDelivery', id: Number(delivery_id) }],
    }),
    raiseRecipientComplaint: build.mutation<ComplaintResponse, RecipientComplaintRequest>({
      query: (body) => ({ url: API.recipients.complaints, method: 'POST', body, recipient: true }),
      responseSchema: complaintResponseSchema,
      invalidatesTags: (_result, error, { delivery_id }) =>
        error ? [] : [{ type: 'RecipientDelivery', id: Number(delivery_id) }],
    }),
    reopenRecipientComplaint: build.mutation<ComplaintResponse, ReopenArg>({
      query: ({ id, text }) => ({
        url: API.recipients.reopenComplaint(id),
        method: 'POST',
        body: { text },
        recipient: true,
      }),
      responseSchema: complaintResponseSchema,
      // A refusal (the window closed, staff changed it meanwhile) is read back too: the page then shows
      // where the complaint stands.
      invalidatesTags: (_result, _error, { delivery_id }) => [{ type: 'RecipientDelivery', id: delivery_id }],
    }),
  }),
});

export const {
  useRequestRecipientCodeMutation,
  useVerifyRecipientLinkMutation,
  useRecipientLogoutMutation,
  useGetRecipientDeliveriesQuery,
  useGetRecipientDeliveryQuery,
  useRecipientDownloadMutation,
  useSendRecipientFeedbackMutation,
  useRequestColleagueAccessMutation,
  useWithdrawColleagueRequestMutation,
  useApproveRecipientVersionMutation,
  useRaiseRecipientComplaintMutation,
  useReopenRecipientComplaintMutation,
} = recipientsApi;
