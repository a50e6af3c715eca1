/**
 * A LIKE / ILIKE pattern that finds `term` anywhere in the text: the term's own `%`, `_` and `\` are
 * escaped (PostgreSQL's default escape character), so a search for "50%" finds only "50%".
 */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
