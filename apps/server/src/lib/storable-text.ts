import { unstorableTextRefusal } from '@ops/contracts';
import { badRequest } from './app-error.js';

/**
 * Refuses (400) a request value holding text no column can store, or one too large or deep to walk: the
 * contracts' rule, which the demo applies too.
 */
export function assertStorableText(value: unknown): void {
  const refusal = unstorableTextRefusal(value);
  if (refusal) throw badRequest(refusal);
}
