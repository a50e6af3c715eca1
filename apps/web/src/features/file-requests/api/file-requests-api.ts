import {
  API,
  clientUserListResponseSchema,
  createFileRequestResponseSchema,
  defaultClientsResponseSchema,
  fileRequestDownloadResponseSchema,
  fileRequestListResponseSchema,
  fileRequestResponseSchema,
} from '@ops/contracts';
import type {
  ClientUser,
  CreateFileRequest,
  CreateFileRequestResponse,
  DefaultClient,
  FileRequest,
  FileRequestListItem,
  FileRequestListResponse,
  FileRequestResponse,
} from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { queryString } from '@/shared/api/query-string';

export type FileRequestFilter = 'open' | 'closed' | 'all';
type DownloadAnswer = z.infer<typeof fileRequestDownloadResponseSchema>;
type Clients = z.infer<typeof defaultClientsResponseSchema>;
type ClientUsers = z.infer<typeof clientUserListResponseSchema>;

/** Staff's file requests (decision 0039): list, create, detail, close, a received file's download. */
const fileRequestsApi = api.enhanceEndpoints({ addTagTypes: ['FileRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    getFileRequests: build.query<FileRequestListItem[], FileRequestFilter, FileRequestListResponse>({
      query: (status) => ({ url: `${API.fileRequests.list}${queryString({ status })}`, auth: true }),
      rawResponseSchema: fileRequestListResponseSchema,
      transformResponse: (body) => body.data,
      providesTags: ['FileRequests'],
    }),
    getFileRequest: build.query<FileRequest, number, FileRequestResponse>({
      query: (id) => ({ url: API.fileRequests.byId(id), auth: true }),
      rawResponseSchema: fileRequestResponseSchema,
      transformResponse: (body) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'FileRequests', id }],
    }),
    createFileRequest: build.mutation<CreateFileRequestResponse, CreateFileRequest>({
      query: (body) => ({ url: API.fileRequests.list, method: 'POST', body, auth: true }),
      responseSchema: createFileRequestResponseSchema,
      invalidatesTags: (_result, error) => (error ? [] : ['FileRequests']),
    }),
    closeFileRequest: build.mutation<FileRequestResponse, number>({
      query: (id) => ({ url: API.fileRequests.close(id), method: 'POST', body: {}, auth: true }),
      responseSchema: fileRequestResponseSchema,
      invalidatesTags: (_result, _error, id) => ['FileRequests', { type: 'FileRequests', id }],
    }),
    fileRequestDownload: build.mutation<DownloadAnswer, { id: number; fileId: number }>({
      query: ({ id, fileId }) => ({ url: API.fileRequests.download(id, fileId), auth: true }),
      responseSchema: fileRequestDownloadResponseSchema,
    }),
    /** The clients to ask (every staff member may read them). */
    getRequestClients: build.query<DefaultClient[], void, Clients>({
      query: () => ({ url: API.requester.defaultClients, auth: true }),
      rawResponseSchema: defaultClientsResponseSchema,
      transformResponse: (body) => body.data,
    }),
    /** The client's users, suggested as the contact. */
    getRequestClientUsers: build.query<ClientUser[], number, ClientUsers>({
      query: (cid) => ({ url: `${API.requester.user}${queryString({ cid })}`, auth: true }),
      rawResponseSchema: clientUserListResponseSchema,
      transformResponse: (body) => body.data,
    }),
  }),
});

export const {
  useGetFileRequestsQuery,
  useGetFileRequestQuery,
  useCreateFileRequestMutation,
  useCloseFileRequestMutation,
  useFileRequestDownloadMutation,
  useGetRequestClientsQuery,
  useGetRequestClientUsersQuery,
} = fileRequestsApi;
