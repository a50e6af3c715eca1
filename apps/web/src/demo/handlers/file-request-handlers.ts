import { http } from 'msw';
import {
  API,
  FILE_REQUEST_MESSAGES,
  FILE_REQUEST_ROLES,
  NOTIFICATION_TEXTS,
  RECIPIENT_MESSAGES,
  RECIPIENT_SESSION_HOURS,
  completeUploadResponseSchema,
  createFileRequestResponseSchema,
  createFileRequestSchema,
  fileRequestDownloadResponseSchema,
  fileRequestFileParamsSchema,
  fileRequestListQuerySchema,
  fileRequestListResponseSchema,
  fileRequestResponseSchema,
  fileRequestStatus,
  requestFileRefusal,
  recipientMessageResponseSchema,
  requestLinkCodeRequestSchema,
  requestLinkSessionResponseSchema,
  requestLinkVerifyRequestSchema,
  requestLinkViewResponseSchema,
  requestSubmitResponseSchema,
  requestSubmitSchema,
  requestUploadCompleteSchema,
  requestUploadUrlRequestSchema,
  resumeUploadRequestSchema,
  resumeUploadResponseSchema,
  uploadUrlResponseSchema,
  utcDay,
  newLinkToken,
} from '@ops/contracts';
import { actorName } from '../data/accounts';
import type { DemoState } from '../data/demo-state';
import {
  DEMO_REQUEST,
  fileRequestsOf,
  listItem,
  requestOfSession,
  requestSessionToken,
  requestView,
} from '../data/file-requests';
import type { DemoFileRequest } from '../data/file-requests';
import { refuse } from '../data/refusal';
import { sampleFileUrl } from '../data/sample-files';
import { completeUpload, resumeUpload, startUpload } from '../data/upload-store';
import { addDemoNotification } from './notification-handlers';
import { failure, forRoles, open, parseOr400, pathId, readBody, readQuery, reply } from './respond';
import type { CallInfo } from './respond';
import { clockIso } from '../data/demo-clock';

const staff = API.fileRequests;
const contact = API.requestLinks;

/** The contact's uploads are kept as a user of their own: the request's id, negated. */
const uploaderOf = (request: DemoFileRequest) => -request.id;

/** File requests (decision 0039): the staff's calls, and the contact's over the sample link and code. */
export function fileRequestHandlers(state: DemoState) {
  const store = () => fileRequestsOf(state);
  const find = (id: number) =>
    store().requests.find((r) => r.id === id) ?? refuse(404, FILE_REQUEST_MESSAGES.notFound);
  const byToken = (token: string) =>
    store().requests.find((r) => r.token === token) ?? refuse(404, FILE_REQUEST_MESSAGES.linkInvalid);
  const answer = (request: DemoFileRequest, message: string) =>
    reply(fileRequestResponseSchema, { success: true, message, data: requestView(request, state.clock()) });

  /** A call of the contact's session for the request in the path: 401 without one, 404 for another request. */
  const asContact = (resolve: (request: DemoFileRequest, call: CallInfo) => Promise<Response> | Response) =>
    open((call) => {
      const header = call.request.headers.get('authorization') ?? '';
      const id = header.startsWith('Bearer ') ? requestOfSession(header.slice('Bearer '.length)) : null;
      if (id === null) return failure(401, RECIPIENT_MESSAGES.sessionEnded);
      if (id !== pathId(call)) return failure(404, FILE_REQUEST_MESSAGES.notFound);
      return resolve(find(id), call);
    });
  /** The request must still take files: 409 once closed or past its due date. */
  const takingFiles = (request: DemoFileRequest) => {
    if (fileRequestStatus(request, new Date(state.clock())) !== 'open')
      refuse(409, FILE_REQUEST_MESSAGES.closed);
    return request;
  };

  return [
    http.get(
      staff.list,
      forRoles(FILE_REQUEST_ROLES, ({ request }) => {
        const query = readQuery(request, fileRequestListQuerySchema);
        const rows = store()
          .requests.map((r) => listItem(r, state.clock()))
          .filter((r) => query.client_id === undefined || r.client_id === query.client_id)
          .filter((r) => query.status === 'all' || (query.status === 'open') === (r.status === 'open'))
          .sort((a, b) => b.id - a.id);
        return reply(fileRequestListResponseSchema, {
          success: true,
          message: FILE_REQUEST_MESSAGES.fetched,
          data: rows,
        });
      }),
    ),
    http.post(
      staff.list,
      forRoles(FILE_REQUEST_ROLES, async ({ request }, account) => {
        const input = await readBody(request, createFileRequestSchema);
        const client =
          state.clients.find((c) => c.client_id === input.client_id) ??
          refuse(404, FILE_REQUEST_MESSAGES.clientNotFound);
        if (input.due_date < utcDay(state.clock())) refuse(400, FILE_REQUEST_MESSAGES.dueDatePast);
        const id = store().nextId++;
        const created: DemoFileRequest = {
          id,
          token: newLinkToken(),
          client_id: client.client_id,
          client_name: client.client_name,
          email: input.email,
          title: input.title,
          message: input.message,
          due_date: input.due_date,
          extensions: input.extensions,
          max_size_mb: input.max_size_mb,
          created_by: actorName(state.accounts, account),
          created_at: clockIso(state.clock),
          closed_at: null,
          files: [],
          assignments: [],
        };
        store().requests.push(created);
        return reply(createFileRequestResponseSchema, {
          success: true,
          message: FILE_REQUEST_MESSAGES.created,
          data: requestView(created, state.clock()),
          link: `${location.origin}${location.pathname}#/request#t=${created.token}`,
        });
      }),
    ),
    http.get(
      staff.byId(':id'),
      forRoles(FILE_REQUEST_ROLES, (call) => answer(find(pathId(call)), FILE_REQUEST_MESSAGES.detail)),
    ),
    http.post(
      staff.close(':id'),
      forRoles(FILE_REQUEST_ROLES, (call) => {
        const request = find(pathId(call));
        request.closed_at ??= clockIso(state.clock);
        return answer(request, FILE_REQUEST_MESSAGES.closedNow);
      }),
    ),
    http.get(
      staff.download(':id', ':fileId'),
      forRoles(FILE_REQUEST_ROLES, ({ params }) => {
        const { id, fileId } = parseOr400(fileRequestFileParamsSchema, params);
        const file =
          find(id).files.find((f) => f.id === fileId) ?? refuse(404, FILE_REQUEST_MESSAGES.fileNotFound);
        return reply(fileRequestDownloadResponseSchema, {
          success: true,
          message: FILE_REQUEST_MESSAGES.downloadReady,
          download_url: sampleFileUrl(file.name),
          name: file.name,
        });
      }),
    ),

    http.post(
      contact.requestCode,
      open(async ({ request }) => {
        const { token } = await readBody(request, requestLinkCodeRequestSchema);
        byToken(token);
        return reply(recipientMessageResponseSchema, { success: true, message: RECIPIENT_MESSAGES.codeSent });
      }),
    ),
    http.post(
      contact.verify,
      open(async ({ request }) => {
        const body = await readBody(request, requestLinkVerifyRequestSchema);
        const found = byToken(body.token);
        if (body.code !== DEMO_REQUEST.code) return failure(400, RECIPIENT_MESSAGES.codeWrong);
        return reply(requestLinkSessionResponseSchema, {
          success: true,
          message: RECIPIENT_MESSAGES.signedIn,
          token: requestSessionToken(found.id),
          email: found.email,
          expires_at: new Date(state.clock() + RECIPIENT_SESSION_HOURS * 3_600_000).toISOString(),
          request_id: found.id,
        });
      }),
    ),
    http.get(
      contact.byId(':id'),
      asContact((request) =>
        reply(requestLinkViewResponseSchema, {
          success: true,
          message: FILE_REQUEST_MESSAGES.detail,
          data: {
            ...requestView(request, state.clock()),
            requested_by: request.created_by,
            files_sent: request.files.map(({ name, size, received_at }) => ({ name, size, received_at })),
          },
        }),
      ),
    ),
    http.post(
      contact.getUrl(':id'),
      asContact(async (found, { request }) => {
        takingFiles(found);
        const input = await readBody(request, requestUploadUrlRequestSchema);
        // The contracts' one rule, as the server checks it.
        const refusal = requestFileRefusal(found, { name: input.file_name, size: input.file_size });
        if (refusal) refuse(400, refusal);
        const started = startUpload(state.creation, state.deliveries, uploaderOf(found), 'new', {
          ...input,
          delivery_id: `file-request-${found.id}`,
          file_type: 'source_files',
        });
        return reply(uploadUrlResponseSchema, started);
      }),
    ),
    http.post(
      contact.resume(':id'),
      asContact(async (found, { request }) => {
        takingFiles(found);
        const input = await readBody(request, resumeUploadRequestSchema);
        return reply(
          resumeUploadResponseSchema,
          resumeUpload(state.creation, uploaderOf(found), input.upload_id),
        );
      }),
    ),
    http.post(
      contact.complete(':id'),
      asContact(async (found, { request }) => {
        takingFiles(found);
        const input = await readBody(request, requestUploadCompleteSchema);
        const details = completeUpload(state.creation, uploaderOf(found), input);
        return reply(completeUploadResponseSchema, { success: true, message: '', details });
      }),
    ),
    http.post(
      contact.submit(':id'),
      asContact(async (found, { request }) => {
        takingFiles(found);
        const input = await readBody(request, requestSubmitSchema);
        // Each upload once, however often the call names it (as the server's submit).
        const uploads = [...new Set(input.upload_ids)].map((id) => {
          const upload = state.creation.uploads.get(id);
          if (!upload || upload.userId !== uploaderOf(found))
            return refuse(400, FILE_REQUEST_MESSAGES.uploadNotFound);
          if (upload.status === 'delivered')
            refuse(400, FILE_REQUEST_MESSAGES.uploadAlreadySent(upload.fileName));
          if (upload.status !== 'completed')
            refuse(400, FILE_REQUEST_MESSAGES.uploadNotComplete(upload.fileName));
          return upload;
        });
        // The server's ids: REQ-<request>-<n>, one past the highest n this request has taken.
        const prefix = `REQ-${found.id}-`;
        const taken = found.assignments.map((a) =>
          a.id.startsWith(prefix) ? Number(a.id.slice(prefix.length)) : 0,
        );
        const assignmentId = `${prefix}${Math.max(0, ...taken) + 1}`;
        const now = clockIso(state.clock);
        for (const upload of uploads) {
          upload.status = 'delivered';
          found.files.push({
            id: store().nextFileId++,
            name: upload.fileName,
            size: upload.fileSize,
            scan_status: 'clean',
            received_at: now,
            assignment_id: assignmentId,
          });
        }
        found.assignments.push({ id: assignmentId, name: found.title, created_at: now, note: input.note });
        addDemoNotification(state, {
          kind: 'file_received',
          text: NOTIFICATION_TEXTS.fileReceived(found.email, uploads.length, found.title),
          delivery_id: null,
          file_request_id: found.id,
        });
        return reply(requestSubmitResponseSchema, {
          success: true,
          message: FILE_REQUEST_MESSAGES.submitted,
          data: {
            assignment_id: assignmentId,
            assignment_name: found.title,
            files: uploads.map((u) => ({ name: u.fileName, size: u.fileSize })),
          },
        });
      }),
    ),
  ];
}
