import { refusalStatus, unlessRefused } from '@ops/contracts';
import type { Refused } from '@ops/contracts';

/** A refusal with the server's status and message; the handlers' wrappers (handlers/respond.ts) answer it. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (status: number, message: string): never => {
  throw new Refusal(status, message);
};

/** The demo's one answer to a shared rule's refusal: a Refusal of its status. */
const fail = (refused: Refused): never => refuse(refusalStatus(refused), refused.refusal);

/** A shared rule's answer; its refusal is thrown as a Refusal of its status. */
export const ruleAnswer = <R extends object>(result: R) => unlessRefused(result, fail);

/** Throws a check's refusal; nothing when the check allows the change. */
export function throwRefusal(refusal: Refused | null) {
  if (refusal) fail(refusal);
}
