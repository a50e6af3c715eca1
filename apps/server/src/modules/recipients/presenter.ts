import {
  assignmentNameOf,
  recipientDeliverySummary,
  recipientDeliveryView,
  type RecipientDeliveriesResponse,
  type RecipientDeliveryResponse,
} from '@ops/contracts';
import type { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import { isoOrNull } from '@/lib/iso-date.js';
import { presentComplaint } from '../complaints/index.js';
import type { RecipientDeliveryRows } from './recipient-deliveries.js';

interface SharedDelivery {
  delivery: Pick<typeof deliveries.$inferSelect, 'id' | 'batch_id' | 'current_version'>;
  client: string;
  share: typeof sharedLogs.$inferSelect;
  /** The delivery's assignments' names (the portal shows them as one line). */
  assignmentNames: string[];
}

/** A delivery as the recipient's list shows it: what it is, who shared it, when, and until when. */
export const presentRecipientDeliverySummary = ({
  delivery,
  client,
  share,
  assignmentNames,
}: SharedDelivery): RecipientDeliveriesResponse['data'][number] =>
  recipientDeliverySummary({ ...delivery, assignment_name: assignmentNameOf(assignmentNames) }, client, {
    shared_by: share.shared_by,
    shared_at: share.created_at.toISOString(),
    expires_at: isoOrNull(share.expires_at),
    download_limit: share.download_limit,
  });

/**
 * One shared delivery: its versions, newest first, with files in each format and this address's rating,
 * approval and complaints; the
 * notes without their internal '@file' mentions (the contracts' recipientDeliveryView applies the rule).
 */
export function presentRecipientDelivery(rows: RecipientDeliveryRows): RecipientDeliveryResponse['data'] {
  const { versions, files, objects, ratings, requests, downloads, approvals, complaints } = rows;
  return recipientDeliveryView(
    presentRecipientDeliverySummary(rows),
    versions.map((v) => ({
      version: v.version,
      delivered_at: isoOrNull(v.actual_delivery),
      notes: v.delivery_notes,
      downloads: downloads.get(v.version) ?? 0,
      approved_at: isoOrNull(approvals.get(v.id) ?? null),
      complaints: complaints.filter((c) => c.version_id === v.id).map(presentComplaint),
      files: files
        .filter((f) => f.version_id === v.id)
        .map((f) => ({
          id: f.id,
          name: f.name,
          formats: objects.filter((o) => o.file_id === f.id).map((o) => ({ format: o.format, size: o.size })),
        })),
    })),
    (version) => ratings.find((r) => r.version_id === versions.find((v) => v.version === version)?.id),
    requests.map((r) => ({ email: r.email, requested_at: r.at.toISOString() })),
  );
}
