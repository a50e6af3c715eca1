import { MESSAGES, hasUnstorableText } from '@ops/contracts';
import { badRequest } from './app-error.js';

/** Deeper or larger values than this are refused whole: nothing the API takes comes close. */
const MAX_NODES = 200_000;

/**
 * Refuses a request value (JSON, form fields, query, path) holding text no column can store, keys
 * included. Walked with a stack, not recursion, so deep nesting cannot overflow it.
 */
export function assertStorableText(value: unknown): void {
  const stack: unknown[] = [value];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen > MAX_NODES) throw badRequest(MESSAGES.requestTooLarge);
    const item = stack.pop();
    if (typeof item === 'string') {
      if (hasUnstorableText(item)) throw badRequest(MESSAGES.unstorableText);
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, element] of Object.entries(item)) stack.push(key, element);
    }
  }
}
