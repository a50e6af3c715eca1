import {
  complaintAnswer,
  recipientDeliverySummary,
  recipientDeliveryView,
  shareInForceAt,
} from '@ops/contracts';
import type { FileDetails, SharedLogEntry } from '@ops/contracts';
import { approvedAt, versionComplaints } from './complaints';
import type { DemoState } from './demo-state';
import { downloadFormatsOf } from './sample-files';
import { ratingKey } from './recipients';
import { downloadsOf } from './share-records';
import { clockIso } from './demo-clock';

const HOUR = 3_600_000;

/**
 * The recipient's share of a delivery, while it is in force: not past its end (the contracts' rule), and a
 * revoke removes it from the shared log.
 */
function shareOf(state: DemoState, delivery: FileDetails, email: string): SharedLogEntry | undefined {
  const share = state.sharedLogs
    .get(delivery.id)
    ?.shared.find((s) => s.shared_to_user_email.toLowerCase() === email.toLowerCase());
  return share && shareInForceAt(share, state.clock()) ? share : undefined;
}

/** A delivery with the address's share of it, read once, so that one call sees one answer of the clock. */
export interface SharedDelivery {
  delivery: FileDetails;
  share: SharedLogEntry;
}

/** The delivery with the address's share of it, if in force now. */
export function sharedEntry(
  state: DemoState,
  delivery: FileDetails,
  email: string,
): SharedDelivery | undefined {
  const share = shareOf(state, delivery, email);
  return share && { delivery, share };
}

/** Every delivery shared with the address, newest delivery first. */
export const sharedWith = (state: DemoState, email: string) =>
  state.deliveries
    .flatMap((d) => sharedEntry(state, d, email) ?? [])
    .sort((a, b) => (b.delivery.actual_delivery ?? '').localeCompare(a.delivery.actual_delivery ?? ''));

/**
 * The delivery as the recipient's list shows it, with its client's name; the demo's shares were made just
 * after delivery.
 */
export const recipientSummary = (state: DemoState, delivery: FileDetails, share: SharedLogEntry) =>
  recipientDeliverySummary(delivery, clientNameOf(state, delivery.client_code), {
    shared_by: share.shared_by,
    shared_at: new Date(Date.parse(delivery.actual_delivery ?? '') + 0.1 * HOUR).toISOString(),
    expires_at: share.expires_at ?? null,
    download_limit: share.download_limit ?? null,
  });

const clientNameOf = (state: DemoState, code: string) =>
  state.clients.find((c) => c.client_code === code)?.client_name ?? code;

/** A file's id within its delivery: the version and its place, as the download call names it. */
export const recipientFileId = (version: number, index: number) => version * 1000 + index + 1;

/**
 * One delivery shared with the address: its versions, what the address said of each (rating, approval,
 * complaints), its open requests.
 */
export function recipientView(state: DemoState, { delivery, share }: SharedDelivery, email: string) {
  const requests = state.sharedLogs.get(delivery.id)?.requests ?? [];
  return recipientDeliveryView(
    recipientSummary(state, delivery, share),
    delivery.target_versions.map((v) => ({
      version: v.version,
      delivered_at: v.actual_delivery ?? null,
      notes: v.delivery_notes,
      downloads: downloadsOf(share, v.version),
      approved_at: approvedAt(state.complaints, email, delivery, v.version)?.toISOString() ?? null,
      complaints: versionComplaints(state.complaints, delivery.id, v.version, email).map(complaintAnswer),
      files: v.files.map((file, index) => ({
        id: recipientFileId(v.version, index),
        name: file.name,
        formats: downloadFormatsOf(file),
      })),
    })),
    (version) => state.recipientRatings.get(ratingKey(email, delivery, version)),
    requests
      .filter((r) => r.shared_by === email)
      .map((r) => ({
        email: r.shared_to_user_email,
        requested_at: r.last_accessed_time ?? delivery.actual_delivery ?? clockIso(state.clock),
      })),
  );
}
