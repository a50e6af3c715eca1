import { http } from 'msw';
import {
  API,
  DELIVERY_MESSAGES,
  DELIVERY_ROLES,
  deliverInputSchema,
  deliverResponseSchema,
  deliveryFileNameSchema,
  formBooleanSchema,
  formToDeliverInput,
  legacyDeliverFieldsSchema,
  legacyDeliverResponseSchema,
} from '@ops/contracts';
import type { DeliverGroupInput, DeliverInput, FileType, Profile } from '@ops/contracts';
import { newBatchDetails } from '../data/delivery-creation-batch';
import { readGroups, requireDelivery } from '../data/delivery-creation';
import { deliverNew, deliverUpdate } from '../data/delivery-creation-deliver';
import { refuse } from '../data/refusal';
import type { DemoState } from '../data/demo-state';
import { recordLegacyFile } from '../data/upload-store';
import { readFormFields } from './form-bodies';
import { forRoles, parseOr400, reply } from './respond';

const paths = API.deliveries;
const FILE_FIELDS: Record<string, FileType> = { source_file: 'source_files', target_file: 'target_files' };
const fileTypeOf = (field: string) => FILE_FIELDS[field.replace(/\[\]$/, '')];

/** A deliver call's body: the gathered JSON shape, or the numbered form fields of section 7. */
async function readDeliverInput(request: Request): Promise<DeliverInput> {
  if (/^application\/json/i.test(request.headers.get('content-type') ?? '')) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === 'object' && Array.isArray((body as { groups?: unknown }).groups))
      return parseOr400(deliverInputSchema, body);
  }
  return parseOr400(deliverInputSchema, formToDeliverInput(await readFormFields(request)));
}

interface LegacyCall {
  ids: string[];
  notes: string;
  updateTime?: string;
  files: { fileType: FileType; name: string }[];
  refs: { flow: 'legacy'; ref: string }[];
}

/**
 * The older combined calls' form: fields, and source_file / target_file either as file parts (recorded as
 * completed uploads of this call, by their size) or as names of the caller's completed uploads.
 */
async function readLegacyCall(state: DemoState, request: Request, account: Profile): Promise<LegacyCall> {
  // Unique per call: the upload counter moves on with each file the call records.
  const ref = `legacy-${state.creation.nextUploadNumber++}`;
  const files: LegacyCall['files'] = [];
  const fields = await readFormFields(request, (field, file) => {
    const fileType = fileTypeOf(field);
    if (!fileType || !file.name) return;
    const name = parseOr400(deliveryFileNameSchema, file.name);
    recordLegacyFile(state.creation, account.id, ref, fileType, name, file.size);
    files.push({ fileType, name });
  });
  for (const [field, values] of Object.entries(fields)) {
    const fileType = fileTypeOf(field);
    if (fileType) files.push(...values.filter(Boolean).map((name) => ({ fileType, name })));
  }
  const parsed = parseOr400(legacyDeliverFieldsSchema, {
    assignment_id: [...(fields.assignment_id ?? []), ...(fields['assignment_id[]'] ?? [])],
    delivery_notes: fields.delivery_notes?.at(-1),
    is_update_delivery_time: fields.is_update_delivery_time?.at(-1),
  });
  return {
    ids: parsed.assignment_id,
    notes: parsed.delivery_notes,
    updateTime: parsed.is_update_delivery_time,
    files,
    refs: [
      { flow: 'legacy', ref },
      { flow: 'legacy', ref: '' },
    ],
  };
}

const legacyGroup = (ids: string[], call: LegacyCall): DeliverGroupInput => ({
  assignment_ids: ids,
  source_files: call.files.filter((f) => f.fileType === 'source_files').map((f) => f.name),
  target_files: call.files.filter((f) => f.fileType === 'target_files').map((f) => f.name),
  delivery_notes: call.notes,
});

/** A date names the committed delivery; a yes is now; otherwise the group keeps its own (now when none). */
function committedOf(value: string | undefined, kept: string | null, now: Date) {
  if (value && !/^(true|false|yes|no|on|off|[01])$/i.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  const yes = formBooleanSchema.safeParse(value ?? '');
  return yes.success && yes.data ? now.toISOString() : (kept ?? now.toISOString());
}

/** upload-new-delivery/, update-delivery/ and the older combined calls, onto one set of deliver rules. */
export function deliveryDeliverHandlers(state: DemoState) {
  return [
    http.post(
      paths.uploadNewDelivery,
      forRoles(DELIVERY_ROLES, async ({ request }, account) =>
        reply(deliverResponseSchema, deliverNew(state, account, await readDeliverInput(request))),
      ),
    ),
    http.post(
      paths.updateDelivery,
      forRoles(DELIVERY_ROLES, async ({ request }, account) =>
        reply(deliverResponseSchema, deliverUpdate(state, account, await readDeliverInput(request))),
      ),
    ),

    // upload-new-assignment/: one group of the given assignments, under a generated batch id.
    http.post(
      paths.legacyNewAssignment,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const call = await readLegacyCall(state, request, account);
        const batch = newBatchDetails(state.creation, state.deliveries, {
          assignment_id: call.ids,
          delivery_id: '',
        });
        const input = parseOr400(deliverInputSchema, {
          delivery_id: batch.batch_id,
          current_delivery_time: new Date().toISOString(),
          share_emails: [],
          groups: [legacyGroup(call.ids, call)],
        });
        const { message, secure_key } = deliverNew(state, account, input, call.refs);
        return reply(legacyDeliverResponseSchema, { success: true, message, secure_key });
      }),
    ),

    // upload-update-assignment/: a new version of the delivery holding the assignment, for its group.
    http.post(
      paths.legacyUpdateAssignment,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const call = await readLegacyCall(state, request, account);
        const first = call.ids[0]!;
        const held = state.creation.assignments.find((a) => a.id === first)?.deliveryId;
        if (held === undefined || held === null) return refuse(404, DELIVERY_MESSAGES.deliveryNotFound);
        const delivery = requireDelivery(state.deliveries, String(held));
        const groups = readGroups(state.creation, delivery);
        const own = groups.find((g) => g.assignment_ids.includes(first)) ?? groups[0]!;
        const now = new Date();
        const input = parseOr400(deliverInputSchema, {
          delivery_id: String(delivery.id),
          current_delivery_time: now.toISOString(),
          share_emails: [],
          groups: [
            {
              ...legacyGroup([...new Set([...own.assignment_ids, ...call.ids])], call),
              committed_delivery: committedOf(
                call.updateTime,
                own.committed_delivery ?? delivery.committed_delivery,
                now,
              ),
            },
          ],
        });
        const { message, secure_key } = deliverUpdate(state, account, input, call.refs);
        return reply(legacyDeliverResponseSchema, { success: true, message, secure_key });
      }),
    ),
  ];
}
