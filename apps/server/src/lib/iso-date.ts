/** A moment as the API sends it: ISO 8601 in UTC, or null when there is none. */
export const isoOrNull = (date: Date | null | undefined) => date?.toISOString() ?? null;
