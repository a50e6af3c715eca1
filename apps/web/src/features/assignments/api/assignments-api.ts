import { z } from 'zod';
import {
  API,
  accessLogResponseSchema,
  assignmentDetailResponseSchema,
  assignmentListResponseSchema,
  commentListResponseSchema,
  complaintListResponseSchema,
  complaintResponseSchema,
  downloadLinkResponseSchema,
  messageResponseSchema,
  revokeShareResponseSchema,
  secureKeyResponseSchema,
  shareFileResponseSchema,
  sharedLogResponseSchema,
} from '@ops/contracts';
import type {
  AccessLogEntry,
  AssignmentListResponse,
  Comment,
  CommentPost,
  Complaint,
  ComplaintAnswerRequest,
  ComplaintResolveRequest,
  ComplaintResponse,
  DownloadLinkQuery,
  FileDetails,
  MessageResponse,
  RevokeShareRequest,
  ShareEmailResponse,
  ShareFileRequest,
  SharedLogResponse,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { queryString as query } from '@/shared/api/query-string';
import { commentsUrl, deliveryUrl, listUrl } from './assignment-urls';
import type { DeliveryArgs, ListArgs, Sort } from './assignment-urls';

export type { ListArgs, Scope, Sort } from './assignment-urls';
export type AssignmentList = AssignmentListResponse['data'];
type SharedLogs = SharedLogResponse;

const paths = API.assignments;

type ShareRowArgs = Omit<RevokeShareRequest, 'delivery_id'> & { delivery_id: number };

/** A complaint by its id, and the delivery whose card and complaints reload after the call. */
type ComplaintCall = { id: number; delivery_id: number };

/**
 * Staff answer or resolve a complaint. The delivery's complaints reload either way (a refusal may say it was
 * resolved meanwhile); the list's badge count and the access log only after a success.
 */
const complaintCall = <Body extends object>(url: (id: number) => string) => ({
  query: ({ id, delivery_id: _delivery, ...body }: ComplaintCall & Body) => ({
    url: url(id),
    method: 'POST' as const,
    body,
    auth: true,
  }),
  responseSchema: complaintResponseSchema,
  invalidatesTags: (result: ComplaintResponse | undefined, _e: unknown, { delivery_id }: ComplaintCall) => [
    { type: 'Complaints' as const, id: delivery_id },
    ...(result ? ['AssignmentList' as const, { type: 'AccessLog' as const, id: delivery_id }] : []),
  ],
});

/** A call on one address's row of the Users card (revoke, decline); both logs reload after it. */
const shareRowCall = (url: string) => ({
  query: (body: ShareRowArgs) => ({ url, method: 'POST' as const, body, auth: true }),
  responseSchema: revokeShareResponseSchema,
  invalidatesTags: (result: MessageResponse | undefined, _e: unknown, { delivery_id }: ShareRowArgs) =>
    result
      ? [
          { type: 'SharedLog' as const, id: delivery_id },
          { type: 'AccessLog' as const, id: delivery_id },
        ]
      : [],
});

const assignmentsArea = api.enhanceEndpoints({
  addTagTypes: ['AssignmentList', 'Assignment', 'Comments', 'Complaints', 'SharedLog', 'AccessLog'],
});

export const assignmentsApi = assignmentsArea.injectEndpoints({
  endpoints: (build) => ({
    getAssignments: build.query<AssignmentList, ListArgs>({
      query: (args) => ({ url: listUrl(args), auth: true }),
      rawResponseSchema: assignmentListResponseSchema,
      transformResponse: (body: AssignmentListResponse) => body.data,
      providesTags: ['AssignmentList', 'Deliveries'],
    }),
    getAssignment: build.query<FileDetails, DeliveryArgs>({
      query: (args) => ({ url: deliveryUrl(args), auth: true }),
      rawResponseSchema: assignmentDetailResponseSchema,
      transformResponse: (body: { last_assignment: FileDetails }) => body.last_assignment,
      providesTags: (_r, _e, { id }) => [{ type: 'Assignment', id }, 'Deliveries'],
    }),
    getComments: build.query<Comment[], DeliveryArgs>({
      query: (args) => ({ url: commentsUrl(args), auth: true }),
      rawResponseSchema: commentListResponseSchema,
      transformResponse: (body: { data: Comment[] }) => body.data,
      providesTags: (_r, _e, { id }) => [{ type: 'Comments', id }],
    }),
    postComment: build.mutation<MessageResponse, Omit<CommentPost, 'delivery_id'> & { delivery_id: number }>({
      query: (body) => ({ url: paths.postComment, method: 'POST', body, auth: true }),
      responseSchema: messageResponseSchema,
      invalidatesTags: (_r, _e, { delivery_id }) => [{ type: 'Comments', id: delivery_id }],
    }),
    /** All complaints of a delivery, unresolved first (the same call in the live view and the archive). */
    getComplaints: build.query<Complaint[], number>({
      query: (id) => ({ url: paths.complaints(id), auth: true }),
      rawResponseSchema: complaintListResponseSchema,
      transformResponse: (body: { data: Complaint[] }) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'Complaints', id }],
    }),
    answerComplaint: build.mutation<ComplaintResponse, ComplaintCall & ComplaintAnswerRequest>(
      complaintCall<ComplaintAnswerRequest>(paths.answerComplaint),
    ),
    resolveComplaint: build.mutation<ComplaintResponse, ComplaintCall & ComplaintResolveRequest>(
      complaintCall<ComplaintResolveRequest>(paths.resolveComplaint),
    ),
    syncDelivery: build.mutation<MessageResponse, { delivery_id: number }>({
      query: (body) => ({ url: paths.sync, method: 'POST', body, auth: true }),
      responseSchema: messageResponseSchema,
      // The list reloads with its own arguments (recent, all months or a search) and so does the delivery.
      invalidatesTags: (result, _e, { delivery_id }) =>
        result ? ['AssignmentList', { type: 'Assignment', id: delivery_id }] : [],
    }),
    getSharedLog: build.query<SharedLogs, DeliveryArgs>({
      query: ({ scope, id }) => ({
        url: scope === 'live' ? paths.sharingFile(id) : paths.archiveSharedLog(id),
        auth: true,
      }),
      responseSchema: sharedLogResponseSchema,
      providesTags: (_r, _e, { id }) => [{ type: 'SharedLog', id }],
    }),
    /** The newest (or oldest) `pageSize` entries; the card asks for more by asking for a larger first page. */
    getAccessLog: build.query<
      { entries: AccessLogEntry[]; total: number; hasMore: boolean },
      DeliveryArgs & { sort: Sort; search?: string; pageSize: number }
    >({
      query: ({ scope, id, sort, search, pageSize }) => ({
        url: `${scope === 'live' ? paths.accessLog(id) : paths.archiveAccessLog(id)}${query({ sort, search, page_size: pageSize })}`,
        auth: true,
      }),
      rawResponseSchema: accessLogResponseSchema,
      transformResponse: (body: { data: AccessLogEntry[]; total: number; has_more: boolean }) => ({
        entries: body.data,
        total: body.total,
        hasMore: body.has_more,
      }),
      providesTags: (_r, _e, { id }) => [{ type: 'AccessLog', id }],
    }),
    /** The whole access log as CSV text (a file the page then saves). */
    exportAccessLog: build.mutation<string, number>({
      query: (id) => ({ url: paths.accessLogCsv(id), auth: true }),
      rawResponseSchema: z.string(),
    }),
    /** A new secure key for the delivery, answered once; the access log records it. */
    rotateSecureKey: build.mutation<
      { message: string; secure_key: string },
      { delivery_id: number; resend: boolean }
    >({
      query: (body) => ({ url: paths.secureKey, method: 'POST', body, auth: true }),
      responseSchema: secureKeyResponseSchema,
      invalidatesTags: (result, _e, { delivery_id }) =>
        result ? [{ type: 'AccessLog', id: delivery_id }] : [],
    }),
    /** Shares the delivery; a 'success' reloads its shared log and access log (part 1 section 4). */
    shareDelivery: build.mutation<
      ShareEmailResponse,
      Omit<ShareFileRequest, 'delivery_id'> & { delivery_id: number }
    >({
      query: (body) => ({ url: paths.shareFile, method: 'POST', body, auth: true }),
      responseSchema: shareFileResponseSchema,
      invalidatesTags: (result, _e, { delivery_id }) =>
        result?.status === 'success'
          ? [
              { type: 'SharedLog', id: delivery_id },
              { type: 'AccessLog', id: delivery_id },
            ]
          : [],
    }),
    revokeShare: build.mutation<MessageResponse, ShareRowArgs>(shareRowCall(paths.revokeShare)),
    declineShareRequest: build.mutation<MessageResponse, ShareRowArgs>(
      shareRowCall(paths.declineShareRequest),
    ),
    /** An OA erases the delivery's stored files (decision 0023); the detail reloads with its notice. */
    eraseDeliveryFiles: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: API.retention.eraseFiles(id), method: 'POST', auth: true }),
      responseSchema: messageResponseSchema,
      invalidatesTags: (result, _e, id) => (result ? [{ type: 'Assignment' as const, id }] : []),
    }),
    /** GET on a file's or zip's link with the download query; answers the URL that streams it. */
    getDownloadUrl: build.mutation<string, { link: string; params: DownloadLinkQuery }>({
      query: ({ link, params }) => ({ url: `${link}${query({ ...params })}`, auth: true }),
      rawResponseSchema: downloadLinkResponseSchema,
      transformResponse: (body: { download_url: string }) => body.download_url,
    }),
  }),
});

export const {
  useGetAssignmentsQuery,
  useGetAssignmentQuery,
  useGetCommentsQuery,
  usePostCommentMutation,
  useGetComplaintsQuery,
  useAnswerComplaintMutation,
  useResolveComplaintMutation,
  useSyncDeliveryMutation,
  useGetSharedLogQuery,
  useGetAccessLogQuery,
  useShareDeliveryMutation,
  useRevokeShareMutation,
  useDeclineShareRequestMutation,
  useRotateSecureKeyMutation,
  useExportAccessLogMutation,
  useGetDownloadUrlMutation,
  useEraseDeliveryFilesMutation,
} = assignmentsApi;
