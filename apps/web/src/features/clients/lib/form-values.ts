/** Empty select or date inputs stand for null in the request schemas. */
export const emptyAsNull = {
  setValueAs: (value: unknown) => (value === '' || value === undefined ? null : value),
} as const;

/** A record's dates as the inputs show them (YYYY-MM-DD). */
export const dateInput = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
