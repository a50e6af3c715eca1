import type { ClientRecordRefusal } from '@ops/contracts';
import { badRequest, notFound } from './app-error.js';

/** Throws a shared rule's refusal as the error of its status; nothing when the rule allows the change. */
export function throwRefusal(refusal: ClientRecordRefusal | null) {
  if (refusal) throw refusal.status === 404 ? notFound(refusal.message) : badRequest(refusal.message);
}
