import {
  RETENTION_MESSAGES,
  type RecipientErasureCounts,
  type RetentionClient,
} from '../retention/retention.js';
import { refused, type Refused } from './refusal.js';

const DAY_MS = 86_400_000;

/** When what is kept `days` from `at` goes for good: the recycle bin's and the quarantine's purge_after. */
export const purgeAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** A client as the retention page lists it: its own period (null: none), and the one that applies. */
export const retentionClient = (
  client: Omit<RetentionClient, 'effective_days'>,
  defaultDays: number,
): RetentionClient => ({ ...client, effective_days: client.retention_days ?? defaultDays });

/** A fresh pseudonym per erasure, from six random bytes: the erased rows still read as one person. */
export const erasedPseudonym = (bytes: Uint8Array) =>
  `erased-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}@erased.invalid`;

/** Whether an address is an erasure's pseudonym (nobody reads mail sent there). */
export const isErasedPseudonym = (email: string) => /^erased-[0-9a-f]{12}@erased\.invalid$/.test(email);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address as a whole word of a log line: not the tail of a longer address, nor its head. A regular
 * expression's source that PostgreSQL and JavaScript read alike; match it case-insensitively.
 */
export const recipientAddressPattern = (email: string) =>
  `(?<![A-Za-z0-9._%+-])${escapeRegex(email)}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`;

/** No recipient's erasure of a staff address: staff are people of the provider; their lines and comments stay. */
export const staffAddressRefusal = (staff: boolean): Refused | null =>
  staff ? refused(RETENTION_MESSAGES.staffAddress) : null;

/** A recipient's erasure that found nothing naming the address. */
export const nothingErasedRefusal = (counts: RecipientErasureCounts): Refused | null =>
  Object.values(counts).every((n) => n === 0) ? refused(RETENTION_MESSAGES.nothingToErase, 404) : null;

/**
 * What an erasure keeps of a rating's comment (recipientFeedbackComment's chat): its first sentence, the
 * stars, never the recipient's words. A regular expression's source for PostgreSQL and JavaScript, read with
 * the 's' flag and replaced by its first group.
 */
export const RATED_SENTENCE_PATTERN = '^(Rated version \\d+ \\d of 5 stars\\.).*$';
