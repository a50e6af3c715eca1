import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  DELIVERY_MESSAGES,
  deliverInputSchema,
  legacyDeliverFieldsSchema,
  legacyFieldValues,
  legacyNewInput,
  legacyUpdateInput,
  legacyUploadRefs,
} from '@ops/contracts';
import { deliveryAssignments } from '@/db/delivery-schema.js';
import { notFound } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { currentUser } from '@/plugins/authentication.js';
import type { SessionUser } from '@/plugins/authentication.js';
import { newBatchDetails } from './batch-details.js';
import { parseOr400 } from '@/lib/http-body.js';
import type { DeliverService, Origin } from './deliver-service.js';
import { requireDeliveryWithGroups } from './delivery-groups.js';
import { readLegacyForm, type LegacyForm } from './legacy-form.js';

interface LegacyCall {
  caller: SessionUser;
  origin: Origin;
  form: LegacyForm;
  fields: z.output<typeof legacyDeliverFieldsSchema>;
}

/** Reads an older combined call: its form (streaming file parts into uploads) and its fields. */
export async function readLegacyCall(services: Services, request: FastifyRequest, origin: Origin) {
  const caller = currentUser(request);
  const form = await readLegacyForm(services, request, caller.user.id);
  const fields = parseOr400(legacyDeliverFieldsSchema, legacyFieldValues(form.fields));
  return { caller, origin, form, fields };
}

/** upload-new-assignment/: one group of the given assignments, under a generated batch id. */
export async function legacyNewAssignment(services: Services, service: DeliverService, call: LegacyCall) {
  const { caller, origin, form, fields } = call;
  const batch = await newBatchDetails(services.db, { assignment_id: fields.assignment_id, delivery_id: '' });
  const input = parseOr400(
    deliverInputSchema,
    legacyNewInput(batch.batch_id, fields, form.files, services.clock.now()),
  );
  return service.deliverNew(caller, origin, input, legacyUploadRefs(form.ref));
}

/** upload-update-assignment/: a new version of the delivery holding the assignment, for its group. */
export async function legacyUpdateAssignment(services: Services, service: DeliverService, call: LegacyCall) {
  const { caller, origin, form, fields } = call;
  const [held] = await services.db
    .select({ deliveryId: deliveryAssignments.delivery_id })
    .from(deliveryAssignments)
    .where(eq(deliveryAssignments.assignment_id, fields.assignment_id[0]!));
  if (!held) throw notFound(DELIVERY_MESSAGES.deliveryNotFound);
  const { delivery, groups } = await requireDeliveryWithGroups(services.db, held.deliveryId);
  const input = parseOr400(
    deliverInputSchema,
    legacyUpdateInput(delivery, groups, fields, form.files, services.clock.now()),
  );
  return service.deliverUpdate(caller, origin, input, legacyUploadRefs(form.ref));
}
