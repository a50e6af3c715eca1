import type { FastifyRequest } from 'fastify';
import { formToDeliverInput } from '@ops/contracts';
import { readFormFields } from '@/lib/http-body.js';

/**
 * The deliver calls' preValidation: a form (multipart without files, urlencoded) or a JSON body of the same
 * numbered fields is gathered into the shape the route's schema (deliverInputSchema) validates; JSON that
 * sends the gathered shape (`groups` as a list) goes on as it came.
 */
export async function gatherDeliverForm(request: FastifyRequest): Promise<void> {
  const body = request.body as { groups?: unknown } | undefined;
  if (!request.isMultipart() && body && Array.isArray(body.groups)) return;
  request.body = formToDeliverInput(await readFormFields(request));
}
