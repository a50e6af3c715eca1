import type { FastifyRequest } from 'fastify';
import { deliverInputSchema, formToDeliverInput, type DeliverInput } from '@ops/contracts';
import { parseOr400, readFormFields } from '@/lib/http-body.js';

/** A deliver call's body, gathered from its numbered fields; JSON may also send the gathered shape. */
export async function readDeliverInput(request: FastifyRequest): Promise<DeliverInput> {
  const body = request.body as { groups?: unknown } | undefined;
  if (!request.isMultipart() && body && Array.isArray(body.groups))
    return parseOr400(deliverInputSchema, body);
  return parseOr400(deliverInputSchema, formToDeliverInput(await readFormFields(request)));
}
