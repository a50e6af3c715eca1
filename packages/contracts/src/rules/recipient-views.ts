// What a recipient sees of a delivery shared with them, and the names of their downloads, stated once for
// the server and the demo: each reads the delivery, its versions and the share its own way.
import type { Comment } from '../assignments/comment.js';
import type { RecipientDeliveryResponse } from '../recipients/recipient-api.js';

type RecipientDelivery = RecipientDeliveryResponse['data'];
type RecipientSummary = Omit<RecipientDelivery, 'versions' | 'requests'>;
type RecipientVersion = RecipientDelivery['versions'][number];

/** How long a recipient stays signed in; the shares are still checked at every call. */
export const RECIPIENT_SESSION_HOURS = 8;

/** A file's name without its folder and its extension ('file' when nothing is left). */
export function fileBaseName(fileName: string) {
  const name = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name) || 'file';
}

/** The name a stored format of a file saves under: the file's base name, then the format. */
export const formatFileName = (fileName: string, format: string) => `${fileBaseName(fileName)}.${format}`;

/** The name a version's zip saves under. */
export const versionZipName = (batchId: string, version: number) => `${batchId}-v${version}.zip`;

/** A delivery as the recipient's list shows it: what it is, who shared it, when, and until when. */
export const recipientDeliverySummary = (
  delivery: { id: number; batch_id: string; current_version: number },
  client: string,
  share: { shared_by: string; shared_at: string; expires_at: string | null },
): RecipientSummary => ({
  id: delivery.id,
  batch_id: delivery.batch_id,
  client,
  current_version: delivery.current_version,
  shared_by: share.shared_by,
  shared_at: share.shared_at,
  expires_at: share.expires_at,
});

/**
 * One shared delivery: its versions newest first, each with this address's rating and comment (none yet:
 * null and ''), and the requests for colleagues this address is waiting on.
 */
export function recipientDeliveryView(
  summary: RecipientSummary,
  versions: Omit<RecipientVersion, 'rating' | 'comment'>[],
  ratingOf: (version: number) => { rating: number; comment: string } | undefined,
  requests: { email: string; requested_at: string }[],
): RecipientDelivery {
  return {
    ...summary,
    versions: [...versions]
      .sort((a, b) => b.version - a.version)
      .map((v) => {
        const said = ratingOf(v.version);
        return { ...v, rating: said?.rating ?? null, comment: said?.comment ?? '' };
      }),
    requests: requests.map(({ email, requested_at }) => ({ email, requested_at })),
  };
}

const feeling = (rating: number) => (rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative');

/** The feedback comment staff see when a recipient rates a version (`files`: the version's file names). */
export function recipientFeedbackComment(
  input: { version: number; rating: number; comment: string },
  files: string[],
): Pick<Comment, 'message' | 'feedback'> {
  const rated = `Rated version ${input.version} ${input.rating} of 5 stars.`;
  const chat = input.comment ? `${rated} ${input.comment}` : rated;
  return {
    message: { filename: files, chat, service: '', output: '', comments: input.comment },
    feedback: feeling(input.rating),
  };
}
