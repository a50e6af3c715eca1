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

/**
 * A delivery as the recipient's list shows it: what it is (its batch id and its assignments' names, see
 * assignmentNameOf), who shared it, when, and until when.
 */
export const recipientDeliverySummary = (
  delivery: { id: number; batch_id: string; current_version: number; assignment_name?: string | null },
  client: string,
  share: { shared_by: string; shared_at: string; expires_at: string | null; download_limit?: number | null },
): RecipientSummary => ({
  id: delivery.id,
  batch_id: delivery.batch_id,
  client,
  current_version: delivery.current_version,
  shared_by: share.shared_by,
  shared_at: share.shared_at,
  expires_at: share.expires_at,
  assignment_name: delivery.assignment_name ?? null,
  download_limit: share.download_limit ?? null,
});

const MENTION = /^@\S+/;

/** One line without the '@file' mentions it starts with (known file names first: they may hold spaces). */
function lineWithoutMentions(line: string, names: readonly string[]): string {
  let rest = line.trimStart();
  while (rest.startsWith('@')) {
    const known = names.find((n) => rest.startsWith(`@${n}`) && !/\S/.test(rest.charAt(n.length + 1)));
    const cut = known ? known.length + 1 : (MENTION.exec(rest)?.[0].length ?? 0);
    if (cut === 0) break;
    rest = rest.slice(cut).trimStart();
  }
  return rest;
}

/**
 * A note's text as a recipient reads it (decision 0033): staff name the files a note is about as '@file'
 * mentions at its start (the wizard's summary writes '@a.docx @b.pdf notes'), an internal convention, so the
 * mentions a line starts with are left out; the note's files are listed on their own. A mention inside a
 * sentence, and a text without any, stay as written.
 */
export function withoutFileMentions(text: string, files: readonly string[] = []): string {
  if (!/(^|\n)[ \t]*@\S/.test(text)) return text;
  const names = [...files].filter(Boolean).sort((a, b) => b.length - a.length);
  return text
    .split('\n')
    .map((line) => (/^\s*@\S/.test(line) ? lineWithoutMentions(line, names) : line))
    .join('\n')
    .trim();
}

/** A version's notes as a recipient reads them: each note's text without its '@file' mentions. */
const recipientNotes = (notes: readonly { files: string[]; notes: string }[]) =>
  notes.map((n) => ({ files: [...n.files], notes: withoutFileMentions(n.notes, n.files) }));

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
        return {
          ...v,
          notes: recipientNotes(v.notes),
          rating: said?.rating ?? null,
          comment: said?.comment ?? '',
        };
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
