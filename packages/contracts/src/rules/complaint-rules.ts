// What a complaint may do next, stated once for the server and the demo (decision 0040): each reads the
// complaint its own way, asks the rule, and maps a refusal to its own error.
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_MESSAGES,
  type Complaint,
  type ComplaintCategory,
  type ComplaintStatus,
} from '../feedback/complaint.js';
import { refused, type Refused } from './refusal.js';
import type { ShareLogEvent } from './share-records.js';

/** How long after its resolution the recipient may reopen a complaint. */
export const COMPLAINT_REOPEN_DAYS = 14;
const DAY_MS = 24 * 3_600_000;

/** The last moment a complaint resolved at `resolvedAt` may be reopened. */
export const reopenUntil = (resolvedAt: Date) =>
  new Date(resolvedAt.getTime() + COMPLAINT_REOPEN_DAYS * DAY_MS);

/** The facts the rule needs of a stored complaint. */
export interface ComplaintFacts {
  status: ComplaintStatus;
  email: string;
  resolved_at: Date | null;
}

export type ComplaintAction = { action: 'answer' | 'resolve' } | { action: 'reopen'; by: string; now: Date };

/** The status after the action, or why it is refused. */
export function nextComplaintStatus(
  facts: ComplaintFacts,
  step: ComplaintAction,
): { status: ComplaintStatus } | Refused {
  if (step.action === 'reopen') {
    // Another address's complaint answers as one that does not exist: ids say nothing about others.
    if (facts.email !== step.by) return refused(COMPLAINT_MESSAGES.notFound, 404);
    if (facts.status !== 'resolved' || !facts.resolved_at) return refused(COMPLAINT_MESSAGES.notResolved);
    if (step.now > reopenUntil(facts.resolved_at))
      return refused(COMPLAINT_MESSAGES.reopenWindowOver(COMPLAINT_REOPEN_DAYS));
    return { status: 'open' };
  }
  if (facts.status === 'resolved') return refused(COMPLAINT_MESSAGES.alreadyResolved);
  return { status: step.action === 'answer' ? 'answered' : 'resolved' };
}

/** The files a complaint names, each once, all of them files of the version; else why not. */
export function complaintFiles(
  named: readonly string[],
  versionFiles: readonly string[],
): { files: string[] } | Refused {
  const files = [...new Set(named)];
  const stranger = files.find((name) => !versionFiles.includes(name));
  return stranger === undefined ? { files } : refused(COMPLAINT_MESSAGES.fileNotInVersion(stranger));
}

/** Where a complaint stands, as its presenter (the server's, the demo's) answers it. */
export function complaintAnswer(row: {
  id: number;
  delivery_id: number;
  version: number;
  email: string;
  category: Complaint['category'];
  text: string;
  files: string[];
  status: ComplaintStatus;
  created_at: Date;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  reopened_at: Date | null;
  reopen_reason: string | null;
}): Complaint {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    answered_at: iso(row.answered_at),
    resolved_at: iso(row.resolved_at),
    reopened_at: iso(row.reopened_at),
    reopen_until: row.status === 'resolved' && row.resolved_at ? iso(reopenUntil(row.resolved_at)) : null,
  };
}

/** The access log's words for approvals and complaints (the delivery's HISTORY tab, CSV, Insights). */
export const COMPLAINT_LOG = {
  approved: (recipient: string, version: number, files: string[]): ShareLogEvent => ({
    type: 'approval',
    logString: `${recipient} approved version ${version}`,
    files,
  }),
  raised: (
    recipient: string,
    version: number,
    category: ComplaintCategory,
    files: string[],
  ): ShareLogEvent => ({
    type: 'complaint',
    logString: `${recipient} raised a complaint about version ${version} (${COMPLAINT_CATEGORY_LABELS[category]})`,
    files,
  }),
  answered: (actor: string, recipient: string, version: number): ShareLogEvent => ({
    type: 'complaint answer',
    logString: `${actor} answered ${recipient}'s complaint about version ${version}`,
    sharedUsers: [recipient],
  }),
  resolved: (actor: string, recipient: string, version: number): ShareLogEvent => ({
    type: 'complaint resolved',
    logString: `${actor} resolved ${recipient}'s complaint about version ${version}`,
    sharedUsers: [recipient],
  }),
  reopened: (recipient: string, version: number): ShareLogEvent => ({
    type: 'complaint reopened',
    logString: `${recipient} reopened their complaint about version ${version}`,
    sharedUsers: [recipient],
  }),
} as const;
