import { http } from 'msw';
import {
  API,
  DELIVERY_MESSAGES,
  DELIVERY_ROLES,
  deliverInputSchema,
  deliverResponseSchema,
  deliveryFileNameSchema,
  formToDeliverInput,
  legacyDeliverFieldsSchema,
  legacyDeliverResponseSchema,
  legacyFieldValues,
  legacyFileType,
  legacyNamedFiles,
  legacyNewInput,
  legacyUpdateInput,
  legacyUploadRefs,
} from '@ops/contracts';
import type { DeliverInput, LegacyFile, Profile } from '@ops/contracts';
import { newBatchDetails } from '../data/delivery-creation-batch';
import { readGroups, requireDelivery } from '../data/delivery-creation';
import { deliverNew, deliverUpdate } from '../data/delivery-creation-deliver';
import { refuse } from '../data/refusal';
import type { DemoState } from '../data/demo-state';
import { recordLegacyFile } from '../data/upload-store';
import { readFormFields } from './form-bodies';
import { forRoles, parseOr400, reply } from './respond';

const paths = API.deliveries;

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

/**
 * The older combined calls' form: fields, and source_file / target_file either as file parts (recorded as
 * completed uploads of this call, by their size) or as names of the caller's completed uploads.
 */
async function readLegacyCall(state: DemoState, request: Request, account: Profile) {
  // Unique per call: the upload counter moves on with each file the call records.
  const ref = `legacy-${state.creation.nextUploadNumber++}`;
  const files: LegacyFile[] = [];
  const fields = await readFormFields(request, (field, file) => {
    const fileType = legacyFileType(field);
    if (!fileType || !file.name) return;
    const name = parseOr400(deliveryFileNameSchema, file.name);
    recordLegacyFile(state.creation, account.id, ref, fileType, name, file.size);
    files.push({ fileType, name });
  });
  const parsed = parseOr400(legacyDeliverFieldsSchema, legacyFieldValues(fields));
  return { fields: parsed, files: [...files, ...legacyNamedFiles(fields)], refs: legacyUploadRefs(ref) };
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
          assignment_id: call.fields.assignment_id,
          delivery_id: '',
        });
        const input = parseOr400(
          deliverInputSchema,
          legacyNewInput(batch.batch_id, call.fields, call.files, new Date(state.clock())),
        );
        const { message, secure_key } = deliverNew(state, account, input, call.refs);
        return reply(legacyDeliverResponseSchema, { success: true, message, secure_key });
      }),
    ),

    // upload-update-assignment/: a new version of the delivery holding the assignment, for its group.
    http.post(
      paths.legacyUpdateAssignment,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const call = await readLegacyCall(state, request, account);
        const first = call.fields.assignment_id[0]!;
        const held = state.creation.assignments.find((a) => a.id === first)?.deliveryId;
        if (held === undefined || held === null) return refuse(404, DELIVERY_MESSAGES.deliveryNotFound);
        const delivery = requireDelivery(state.deliveries, String(held));
        const input = parseOr400(
          deliverInputSchema,
          legacyUpdateInput(
            delivery,
            readGroups(state.creation, delivery),
            call.fields,
            call.files,
            new Date(state.clock()),
          ),
        );
        const { message, secure_key } = deliverUpdate(state, account, input, call.refs);
        return reply(legacyDeliverResponseSchema, { success: true, message, secure_key });
      }),
    ),
  ];
}
