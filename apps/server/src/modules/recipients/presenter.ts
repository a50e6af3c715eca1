import type { RecipientDeliveriesResponse, RecipientDeliveryResponse } from '@ops/contracts';
import type { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import { isoOrNull } from '@/lib/iso-date.js';
import type { RecipientDeliveryRows } from './recipient-deliveries.js';

interface SharedDelivery {
  delivery: Pick<typeof deliveries.$inferSelect, 'id' | 'batch_id' | 'current_version'>;
  client: string;
  share: typeof sharedLogs.$inferSelect;
}

/** A delivery as the recipient's list shows it: who shared it, when, and until when. */
export const presentRecipientDeliverySummary = ({
  delivery,
  client,
  share,
}: SharedDelivery): RecipientDeliveriesResponse['data'][number] => ({
  id: delivery.id,
  batch_id: delivery.batch_id,
  client,
  current_version: delivery.current_version,
  shared_by: share.shared_by,
  shared_at: share.created_at.toISOString(),
  expires_at: isoOrNull(share.expires_at),
});

const presentOpenRequest = (r: { email: string; at: Date }) => ({
  email: r.email,
  requested_at: r.at.toISOString(),
});

/** One shared delivery: its versions, newest first, with files in each format and this address's rating. */
export function presentRecipientDelivery(rows: RecipientDeliveryRows): RecipientDeliveryResponse['data'] {
  const { versions, files, objects, ratings, requests } = rows;
  return {
    ...presentRecipientDeliverySummary(rows),
    versions: versions.map((v) => {
      const rating = ratings.find((r) => r.version_id === v.id);
      return {
        version: v.version,
        delivered_at: isoOrNull(v.actual_delivery),
        notes: v.delivery_notes,
        files: files
          .filter((f) => f.version_id === v.id)
          .map((f) => ({
            id: f.id,
            name: f.name,
            formats: objects
              .filter((o) => o.file_id === f.id)
              .map((o) => ({ format: o.format, size: o.size })),
          })),
        rating: rating?.rating ?? null,
        comment: rating?.comment ?? '',
      };
    }),
    requests: requests.map(presentOpenRequest),
  };
}
