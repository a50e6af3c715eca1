import { MESSAGES, hasUnstorableText } from '@ops/contracts';
import { badRequest } from './app-error.js';

/**
 * Larger or deeper values than this are refused whole: nothing the API takes comes close, and the
 * recursive code after this check (String() of a nested list, say) would overflow the stack on them.
 */
const MAX_NODES = 200_000;
const MAX_DEPTH = 32;

/**
 * Refuses a request value (JSON, form fields, query, path) holding text no column can store, keys
 * included. Walked with a stack, not recursion, so deep nesting cannot overflow it.
 */
export function assertStorableText(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen > MAX_NODES) throw badRequest(MESSAGES.requestTooLarge);
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasUnstorableText(item)) throw badRequest(MESSAGES.unstorableText);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      if (depth >= MAX_DEPTH) throw badRequest(MESSAGES.requestTooLarge);
      if (Array.isArray(item)) for (const element of item) stack.push([element, depth + 1]);
      else
        for (const [key, element] of Object.entries(item)) stack.push([key, depth + 1], [element, depth + 1]);
    }
  }
}
