import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@ops/contracts';
import { useDebounced } from '../hooks/use-debounced';
import { useGetEmailSuggestionsQuery } from './share-api';
import type { SuggestionScope } from './share-api';

/**
 * Suggestions for the typed text: asked after 700 ms without typing, from 2 characters, and shown only
 * while the text is still the one asked about; addresses already added are left out.
 */
export function useEmailSuggestions(text: string, added: readonly string[], scope: SuggestionScope) {
  const typed = text.trim();
  const search = useDebounced(typed, SUGGESTION_DEBOUNCE_MS);
  const { data: suggestions = [] } = useGetEmailSuggestionsQuery(
    { search, ...scope },
    { skip: search.length < SUGGESTION_MIN_CHARS },
  );
  if (search.length < SUGGESTION_MIN_CHARS || search !== typed) return [];
  return suggestions.filter((s) => !added.includes(s.email.toLowerCase()));
}
