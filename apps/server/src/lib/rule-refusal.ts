import { unlessRefused } from '@ops/contracts';
import type { Refused } from '@ops/contracts';
import { badRequest, notFound } from './app-error.js';

/** The server's one answer to a shared rule's refusal: the error of its status. */
const fail = (refused: Refused): never => {
  throw refused.status === 404 ? notFound(refused.refusal) : badRequest(refused.refusal);
};

/** A shared rule's answer; its refusal is thrown as the error of its status. */
export const ruleAnswer = <R extends object>(result: R) => unlessRefused(result, fail);

/** Throws a check's refusal; nothing when the check allows the change. */
export function throwRefusal(refusal: Refused | null) {
  if (refusal) fail(refusal);
}
