import { deliverGroupRefusal, type DeliverGroupChecks, type DeliverInput } from '@ops/contracts';
import { badRequest } from '@/lib/app-error.js';

/** The contracts' group checks of a deliver call (rules/deliver-rules.ts); a refusal answers 400. */
export function checkDeliverGroups(input: DeliverInput, checks: DeliverGroupChecks) {
  const refusal = deliverGroupRefusal(input, checks);
  if (refusal) throw badRequest(refusal);
}
