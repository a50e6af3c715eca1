// The one shape of a shared rule's refusal. The server and the demo each hand it to their own error through
// unlessRefused (the server in lib/rule-refusal.ts, the demo in data/refusal.ts).

/** A refusal: the message people see; the status is 400 unless the rule says 404. */
export interface Refused {
  refusal: string;
  status?: 404;
}

export const refused = (refusal: string, status?: 404): Refused =>
  status ? { refusal, status } : { refusal };

/** The status a refusal is answered with. */
export const refusalStatus = (refused: Refused): 400 | 404 => refused.status ?? 400;

/** A rule's answer, or its refusal handed to the caller's error. */
export function unlessRefused<R extends object>(
  result: R,
  fail: (refused: Refused) => never,
): Exclude<R, { refusal: string }> {
  return 'refusal' in result ? fail(result as Refused) : (result as Exclude<R, { refusal: string }>);
}
