import type { FileDetails, RecipientDeliveryResponse, SharedLogEntry } from '@ops/contracts';
import type { DemoState } from './demo-state';
import { downloadFormatsOf } from './sample-files';
import { ratingKey } from './recipients';

type Summary = Omit<RecipientDeliveryResponse['data'], 'versions' | 'requests'>;
type Version = RecipientDeliveryResponse['data']['versions'][number];

const HOUR = 3_600_000;

/** The recipient's share of a delivery, while it is in force (a revoke removes it from the shared log). */
export function shareOf(state: DemoState, delivery: FileDetails, email: string): SharedLogEntry | undefined {
  return state.sharedLogs.get(delivery.id)?.shared.find((s) => s.shared_to_user_email === email);
}

/** Every delivery shared with the address, newest delivery first. */
export const sharedWith = (state: DemoState, email: string) =>
  state.deliveries
    .filter((d) => shareOf(state, d, email))
    .sort((a, b) => (b.actual_delivery ?? '').localeCompare(a.actual_delivery ?? ''));

export function recipientSummary(delivery: FileDetails, share: SharedLogEntry): Summary {
  return {
    id: delivery.id,
    batch_id: delivery.batch_id,
    client: delivery.client_code,
    current_version: delivery.current_version,
    shared_by: share.shared_by,
    shared_at: new Date(Date.parse(delivery.actual_delivery ?? '') + 0.1 * HOUR).toISOString(),
    expires_at: null,
  };
}

/** A file's id within its delivery: the version and its place, as the download call names it. */
export const recipientFileId = (version: number, index: number) => version * 1000 + index + 1;

/** The delivery's versions, newest first, with each file's formats and what this address said of each. */
export function recipientVersions(state: DemoState, delivery: FileDetails, email: string): Version[] {
  return [...delivery.target_versions]
    .sort((a, b) => b.version - a.version)
    .map((v) => {
      const said = state.recipientRatings.get(ratingKey(email, delivery, v.version));
      return {
        version: v.version,
        delivered_at: v.actual_delivery ?? null,
        notes: v.delivery_notes,
        files: v.files.map((file, index) => ({
          id: recipientFileId(v.version, index),
          name: file.name,
          formats: downloadFormatsOf(file),
        })),
        rating: said?.rating ?? null,
        comment: said?.comment ?? '',
      };
    });
}
