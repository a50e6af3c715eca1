import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  DELIVERY_MESSAGES,
  deliverInputSchema,
  formBooleanSchema,
  legacyDeliverFieldsSchema,
  type DeliverGroupInput,
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
import type { UploadRef } from './upload-claims.js';

const namesOf = (form: LegacyForm, fileType: 'source_files' | 'target_files') =>
  form.files.filter((f) => f.fileType === fileType).map((f) => f.name);

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
  const fields = parseOr400(legacyDeliverFieldsSchema, {
    assignment_id: [...(form.fields.assignment_id ?? []), ...(form.fields['assignment_id[]'] ?? [])],
    delivery_notes: form.fields.delivery_notes?.at(-1),
    is_update_delivery_time: form.fields.is_update_delivery_time?.at(-1),
  });
  return { caller, origin, form, fields };
}

const group = (assignmentIds: string[], form: LegacyForm, notes: string): DeliverGroupInput => ({
  assignment_ids: assignmentIds,
  source_files: namesOf(form, 'source_files'),
  target_files: namesOf(form, 'target_files'),
  delivery_notes: notes,
});

/** The files of an older call: its own file parts, or names of the fixed-address uploads (no delivery). */
const legacyRefs = (form: LegacyForm): UploadRef[] => [
  { flow: 'legacy', ref: form.ref },
  { flow: 'legacy', ref: '' },
];

/** upload-new-assignment/: one group of the given assignments, under a generated batch id. */
export async function legacyNewAssignment(services: Services, service: DeliverService, call: LegacyCall) {
  const { caller, origin, form, fields } = call;
  const batch = await newBatchDetails(services.db, { assignment_id: fields.assignment_id, delivery_id: '' });
  const input = parseOr400(deliverInputSchema, {
    delivery_id: batch.batch_id,
    current_delivery_time: services.clock.now().toISOString(),
    share_emails: [],
    groups: [group(fields.assignment_id, form, fields.delivery_notes)],
  });
  return service.deliverNew(caller, origin, input, legacyRefs(form));
}

/**
 * When the older update call names the committed delivery: a date is that time; a yes is now; otherwise the
 * group keeps its committed delivery (now when it has none).
 */
function committedOf(value: string | undefined, kept: Date | null, now: Date) {
  if (value && !/^(true|false|yes|no|on|off|[01])$/i.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  const yes = formBooleanSchema.safeParse(value ?? '');
  return (yes.success && yes.data ? now : (kept ?? now)).toISOString();
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
  const own = groups.find((g) => g.assignment_ids.includes(fields.assignment_id[0]!)) ?? groups[0]!;
  const ids = [...new Set([...own.assignment_ids, ...fields.assignment_id])];
  const input = parseOr400(deliverInputSchema, {
    delivery_id: String(delivery.id),
    current_delivery_time: services.clock.now().toISOString(),
    share_emails: [],
    groups: [
      {
        ...group(ids, form, fields.delivery_notes),
        committed_delivery: committedOf(
          fields.is_update_delivery_time,
          own.committed_delivery ?? delivery.committed_delivery,
          services.clock.now(),
        ),
      },
    ],
  });
  return service.deliverUpdate(caller, origin, input, legacyRefs(form));
}
