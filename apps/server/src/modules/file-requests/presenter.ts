import {
  fileRequestStatus,
  type FileRequest,
  type FileRequestListItem,
  type RequestLinkView,
} from '@ops/contracts';
import type { RequestRecord, RequestSource } from './file-request-reader.js';

const base = (row: RequestRecord, now: Date) => ({
  id: row.id,
  client_id: row.client_id,
  client_name: row.client_name,
  email: row.email,
  title: row.title,
  message: row.message,
  due_date: row.due_date,
  extensions: row.extensions,
  max_size_mb: row.max_size_mb,
  status: fileRequestStatus(row, now),
  created_by: row.created_by_name,
  created_at: row.created_at.toISOString(),
  closed_at: row.closed_at?.toISOString() ?? null,
});

export const presentFileRequestItem = (
  row: RequestRecord & { file_count: number },
  now: Date,
): FileRequestListItem => ({ ...base(row, now), file_count: row.file_count });

/** A request with the files received, and the assignments they landed in (oldest first). */
export function presentFileRequest(row: RequestRecord, sources: RequestSource[], now: Date): FileRequest {
  const assignments = new Map<string, FileRequest['assignments'][number]>();
  for (const s of sources) {
    if (!assignments.has(s.assignment_id))
      assignments.set(s.assignment_id, {
        id: s.assignment_id,
        name: s.assignment_name,
        created_at: s.created_at.toISOString(),
        note: s.note,
      });
  }
  return {
    ...base(row, now),
    files: sources.map((s) => ({
      id: s.id,
      name: s.file_name,
      size: s.file_size,
      scan_status: s.scan_status,
      received_at: s.created_at.toISOString(),
      assignment_id: s.assignment_id,
    })),
    assignments: [...assignments.values()],
  };
}

/** What the contact sees: what is asked, by whom, and what they sent so far. */
export const presentRequestLinkView = (
  row: RequestRecord,
  sources: RequestSource[],
  now: Date,
): RequestLinkView => ({
  id: row.id,
  title: row.title,
  message: row.message,
  client_name: row.client_name,
  requested_by: row.created_by_name,
  due_date: row.due_date,
  extensions: row.extensions,
  max_size_mb: row.max_size_mb,
  status: fileRequestStatus(row, now),
  files_sent: sources.map((s) => ({
    name: s.file_name,
    size: s.file_size,
    received_at: s.created_at.toISOString(),
  })),
});
