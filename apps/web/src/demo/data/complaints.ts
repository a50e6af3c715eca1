import type { complaintAnswer } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { DEMO_RECIPIENT, ratingKey } from './recipients';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A complaint as the demo keeps it: the row the contracts' presenter (complaintAnswer) reads. */
export type ComplaintRow = Parameters<typeof complaintAnswer>[0];

/**
 * The session's typed client feedback (decision 0040): recipients' complaints and approvals, the latter
 * keyed as ratings are (`<email>:<delivery>:<version>`, ratingKey) with the moment of the first approval.
 */
export interface ComplaintStore {
  rows: ComplaintRow[];
  approvals: Map<string, Date>;
  nextId: number;
}

const unanswered = {
  answer: null,
  answered_by: null,
  answered_at: null,
  resolution: null,
  resolved_by: null,
  resolved_at: null,
  reopened_at: null,
  reopen_reason: null,
};

/**
 * The sample recipient's feedback: an open complaint on the first version of the newest delivery her link
 * opens (1001), and on 1004 a complaint about version 1 that version 2 resolved three days ago (so it can
 * still be reopened) and her approval of version 2.
 */
export function sampleComplaints(deliveries: FileDetails[], now: number): ComplaintStore {
  const store: ComplaintStore = { rows: [], approvals: new Map(), nextId: 1 };
  const ago = (days: number) => new Date(now - days * DAY);
  const fileOf = (delivery: FileDetails | undefined, version: number, place: number) =>
    delivery?.target_versions.find((v) => v.version === version)?.files[place]?.name;
  const newest = deliveries.find((d) => d.id === 1001);
  const fixed = deliveries.find((d) => d.id === 1004);
  const opened = fileOf(newest, 1, 0);
  if (newest && opened)
    store.rows.push({
      ...unanswered,
      id: store.nextId++,
      delivery_id: newest.id,
      version: 1,
      email: DEMO_RECIPIENT.email,
      category: 'terminology',
      text: 'Our product names were translated. They should stay in English, as in the glossary we sent.',
      files: [opened],
      status: 'open',
      created_at: ago(0.75),
    });
  const resolvedFile = fileOf(fixed, 1, 1) ?? fileOf(fixed, 1, 0);
  if (fixed && resolvedFile) {
    store.rows.push({
      ...unanswered,
      id: store.nextId++,
      delivery_id: fixed.id,
      version: 1,
      email: DEMO_RECIPIENT.email,
      category: 'formatting',
      text: 'The tables on pages 3 and 4 lost their column widths.',
      files: [resolvedFile],
      status: 'resolved',
      created_at: ago(8.8),
      answer: 'Thank you. We are restoring the tables and will send a corrected version.',
      answered_by: fixed.user_name,
      answered_at: ago(8.6),
      resolution: 'Version 2 was delivered with the tables restored.',
      resolved_by: fixed.user_name,
      resolved_at: ago(3),
    });
    store.approvals.set(ratingKey(DEMO_RECIPIENT.email, fixed, 2), ago(4));
  }
  return store;
}

/** A new open complaint of the store, as the server inserts it: no answer or resolution yet. */
export function addComplaint(
  store: ComplaintStore,
  fields: Pick<
    ComplaintRow,
    'delivery_id' | 'version' | 'email' | 'category' | 'text' | 'files' | 'created_at'
  >,
): ComplaintRow {
  const row: ComplaintRow = { ...unanswered, ...fields, id: store.nextId++, status: 'open' };
  store.rows.push(row);
  return row;
}

/** The moment the address approved the version, or null. */
export const approvedAt = (store: ComplaintStore, email: string, delivery: FileDetails, version: number) =>
  store.approvals.get(ratingKey(email, delivery, version)) ?? null;

/** Newest first; equal times (the demo's clock stands still) by id. */
const newestFirst = (at: (row: ComplaintRow) => Date | null) => (a: ComplaintRow, b: ComplaintRow) =>
  (at(b)?.getTime() ?? 0) - (at(a)?.getTime() ?? 0) || b.id - a.id;

/** The address's complaints about one version, newest first, as the recipient's answer lists them. */
export const versionComplaints = (
  store: ComplaintStore,
  deliveryId: number,
  version: number,
  email: string,
) =>
  store.rows
    .filter((r) => r.delivery_id === deliveryId && r.version === version && r.email === email)
    .sort(newestFirst((r) => r.created_at));

/** A delivery's complaints as staff list them: open and answered newest first, then the resolved ones. */
export function deliveryComplaints(store: ComplaintStore, deliveryId: number) {
  const rows = store.rows.filter((r) => r.delivery_id === deliveryId);
  return [
    // A reopened complaint keeps its resolution's time, which orders it as the server's query does.
    ...rows.filter((r) => r.status !== 'resolved').sort(newestFirst((r) => r.resolved_at ?? r.created_at)),
    ...rows.filter((r) => r.status === 'resolved').sort(newestFirst((r) => r.resolved_at)),
  ];
}

/** The card's badge: the delivery's complaints not resolved yet. */
export const openComplaints = (store: ComplaintStore, deliveryId: number) =>
  store.rows.filter((r) => r.delivery_id === deliveryId && r.status !== 'resolved').length;
