/** The driver error behind an error, as drizzle wraps driver errors in its own. */
function driverError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof (current as { code?: unknown }).code === 'string') return current as { code?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error is PostgreSQL's unique violation, 23505. */
export function isUniqueViolation(error: unknown): boolean {
  return driverError(error)?.code === '23505';
}

/** The unique constraint an error violated, if it is a unique violation. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const found = driverError(error);
  return found?.code === '23505' && typeof found.constraint === 'string' ? found.constraint : undefined;
}
