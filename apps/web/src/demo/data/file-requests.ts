import { FILE_REQUEST_EXTENSIONS, fileRequestStatus, utcDay } from '@ops/contracts';
import type { FileRequest, FileRequestListItem } from '@ops/contracts';
import type { DemoState } from './demo-state';

/**
 * The demo's file requests (decision 0039). The demo cannot e-mail, so the sample request's link token and
 * its one-time code are fixed and public, as the sample recipient's are.
 */
export const DEMO_REQUEST = {
  /** The token the sample request's link carries after `#t=`. */
  linkToken: 'demo-file-request-link-acme-0001',
  code: '135790',
  email: 'kavya.iyer@acme.example.com',
} as const;

/** The contact's page with the sample request's link, relative to the demo's index.html. */
export const DEMO_REQUEST_LINK = `#/request#t=${DEMO_REQUEST.linkToken}`;

const SESSION_PREFIX = 'demo-request-session.';
export const requestSessionToken = (id: number) => `${SESSION_PREFIX}${id}`;
export const requestOfSession = (token: string) =>
  token.startsWith(SESSION_PREFIX) ? Number(token.slice(SESSION_PREFIX.length)) : null;

/** A request as the server keeps it: the staff's view plus its link token (the server keeps only a hash). */
export interface DemoFileRequest extends Omit<FileRequest, 'status'> {
  token: string;
}

interface FileRequestStore {
  requests: DemoFileRequest[];
  nextId: number;
  nextFileId: number;
}

const DAY = 86_400_000;

function sampleRequests(state: DemoState): DemoFileRequest[] {
  const client = state.clients[0];
  const clientId = client?.client_id ?? 1;
  const clientName = client?.client_name ?? 'Acme';
  const at = (daysAgo: number) => new Date(state.now - daysAgo * DAY).toISOString();
  return [
    {
      id: 2,
      token: DEMO_REQUEST.linkToken,
      client_id: clientId,
      client_name: clientName,
      email: DEMO_REQUEST.email,
      title: 'Source files for the Q4 brochure',
      message: 'Please send the latest Word files and the images.',
      due_date: utcDay(state.now, 10),
      extensions: ['docx', 'pdf', 'png', 'jpg'],
      max_size_mb: 1024,
      created_by: 'Ops Admin',
      created_at: at(1),
      closed_at: null,
      files: [],
      assignments: [],
    },
    {
      id: 1,
      token: 'demo-file-request-link-closed-0001',
      client_id: clientId,
      client_name: clientName,
      email: DEMO_REQUEST.email,
      title: 'Annual report texts',
      message: '',
      due_date: utcDay(state.now, -5),
      extensions: [...FILE_REQUEST_EXTENSIONS],
      max_size_mb: 100,
      created_by: 'Ops Admin',
      created_at: at(20),
      closed_at: at(12),
      files: [
        {
          id: 1,
          name: 'annual-report-2026.docx',
          size: 482_133,
          scan_status: 'clean',
          received_at: at(13),
          assignment_id: 'REQ-1-1',
        },
      ],
      assignments: [{ id: 'REQ-1-1', name: 'Annual report texts', created_at: at(13), note: '' }],
    },
  ];
}

const stores = new WeakMap<DemoState, FileRequestStore>();

/** The session's file requests, made with its first call. */
export function fileRequestsOf(state: DemoState): FileRequestStore {
  let store = stores.get(state);
  if (!store) {
    store = { requests: sampleRequests(state), nextId: 3, nextFileId: 2 };
    stores.set(state, store);
  }
  return store;
}

/**
 * The staff's view of a request, as the server's presenter answers it (never the link's token); its status at
 * the demo's `now`, the clock its samples are dated by.
 */
export function requestView(request: DemoFileRequest, now: number): FileRequest {
  const view: FileRequest & { token?: string } = {
    ...request,
    status: fileRequestStatus(request, new Date(now)),
  };
  delete view.token;
  return view;
}

/** A list row: the answer's schema leaves the files and assignments out. */
export const listItem = (
  request: DemoFileRequest,
  now: number,
): FileRequestListItem & Partial<FileRequest> => ({
  ...requestView(request, now),
  file_count: request.files.length,
});
