// The share field's suggestions, stated once for the server and the demo: the client's users first, then
// the addresses its deliveries were shared with. The caller reads the lists (its database, the demo's state).
import { SUGGESTION_MIN_CHARS } from '../deliveries/file-rules.js';

/** At most this many suggestions, and at most this many of each list the caller reads. */
export const SHARE_SUGGESTION_LIMIT = 10;

export interface ShareSuggestion {
  email: string;
  name: string;
}

export interface ShareSuggestionSources {
  /** The client's users, in the order to suggest them. */
  users: readonly ShareSuggestion[];
  /** Addresses the client's deliveries were shared with, in the order to suggest them. */
  shared: readonly { email: string; is_request: boolean }[];
  /**
   * The field's text. Left out when the lists are already narrowed to it (the server's queries match
   * case-insensitively in the database, which also refuses fewer than two characters first).
   */
  search?: string;
  limit?: number;
}

/**
 * Users whose e-mail or name contains the search, then shared addresses whose e-mail contains it, each
 * address once (a user's own address is not repeated as a shared one, in any letter case). A recipient's
 * requests for colleagues suggest nothing: only addresses staff shared with.
 */
export function shareSuggestions({
  users,
  shared,
  search,
  limit = SHARE_SUGGESTION_LIMIT,
}: ShareSuggestionSources): ShareSuggestion[] {
  if (search !== undefined && search.length < SUGGESTION_MIN_CHARS) return [];
  const term = search?.toLowerCase() ?? '';
  const has = (text: string) => text.toLowerCase().includes(term);
  const matching = users.filter((u) => has(u.email) || has(u.name));
  const seen = new Set(matching.map((u) => u.email.toLowerCase()));
  const extra: ShareSuggestion[] = [];
  const listed = new Set<string>();
  for (const { email, is_request } of shared) {
    // Exact repeats only, as the server's DISTINCT reads them.
    if (is_request || !has(email) || seen.has(email.toLowerCase()) || listed.has(email)) continue;
    listed.add(email);
    extra.push({ email, name: '' });
  }
  return [...matching, ...extra].slice(0, limit);
}
