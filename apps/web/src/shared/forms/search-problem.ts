import { searchTermSchema } from '@ops/contracts';

/** The shared search rule's message (symbols are not allowed), or null for a usable term. */
export const searchProblem = (text: string): string | null => {
  const parsed = searchTermSchema.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};
