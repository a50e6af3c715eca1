import { MESSAGES } from '@ops/contracts';

export interface OutageAnswer {
  statusCode: 503 | 507;
  message: string;
  headers: Record<string, string>;
}

/** The database (or another service) cannot be reached: a restart, a failover, a network cut. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crashed, starting up; too many connections; out of disk or memory.
  '57P01',
  '57P02',
  '57P03',
  '53000',
  '53100',
  '53200',
  '53300',
]);
/** node-postgres reports a lost connection or a full pool with these texts and no code. */
const UNREACHABLE_TEXT =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The errors of `error` and its causes (the ORM wraps the driver's error), a few levels deep. */
function* chain(error: unknown) {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    yield current as Error & { code?: unknown };
    current = current.cause;
  }
}

const unavailable = (message: string, retryAfterSeconds: number): OutageAnswer => ({
  statusCode: 503,
  message,
  headers: { 'retry-after': String(retryAfterSeconds) },
});

/**
 * What a failure of a backing service answers instead of a 500 (decision 0016): the database unreachable
 * is a 503 to retry shortly; a full file store a 507 and a read-only one a 503, each saying what is wrong.
 * Null for any other error.
 */
export function outageAnswer(error: unknown): OutageAnswer | null {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (code === 'ENOSPC' || code === 'EDQUOT')
      return { statusCode: 507, message: MESSAGES.storageFull, headers: {} };
    if (code === 'EROFS') return unavailable(MESSAGES.storageReadOnly, 60);
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || UNREACHABLE_TEXT.test(link.message))
      return unavailable(MESSAGES.serviceUnavailable, 5);
  }
  return null;
}
