import { http } from 'msw';
import {
  API,
  INTAKE_FILE_MAX_BYTES,
  INTAKE_MAX_ASSIGNMENTS,
  INTAKE_MESSAGES,
  INTAKE_ROLES,
  INTEGRATION_KEY_ROLES,
  apiCandidates,
  createIntegrationKeyRequestSchema,
  createIntegrationKeyResponseSchema,
  intakeReportSchema,
  intakeRequestSchema,
  integrationKeyListResponseSchema,
  messageResponseSchema,
} from '@ops/contracts';
import { actorName } from '../data/accounts';
import { refreshAssignmentFields } from '../data/delivery-creation-writer';
import type { DemoState } from '../data/demo-state';
import { importCandidates, readCsv, upsertAssignments } from '../data/intake';
import { recordAudit } from '../data/audit-events';
import { createKey, listKeys, revokeKey, verifyKey } from '../data/intake-keys';
import { refuse } from '../data/refusal';
import { forRoles, open, pathId, readBody, reply } from './respond';

const paths = API.deliveries;

/**
 * The import form's one file as a table. The demo reads CSV (and a CSV saved as .txt); it has no XLSX
 * reader, so a workbook is refused as unreadable.
 */
async function readImportFile(request: Request) {
  const form = await request.formData().catch(() => null);
  const file = form ? [...form.values()].find((v): v is File => typeof v !== 'string') : undefined;
  if (!file) return refuse(400, INTAKE_MESSAGES.unreadable);
  if (file.size > INTAKE_FILE_MAX_BYTES) refuse(400, INTAKE_MESSAGES.fileTooLarge);
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (extension && !['csv', 'txt'].includes(extension)) refuse(400, INTAKE_MESSAGES.unreadable);
  const text = await file.text();
  if (text.slice(0, 4096).includes('\u0000')) refuse(400, INTAKE_MESSAGES.unreadable);
  return readCsv(text);
}

/** The assignments import, the workflow tool's upsert (by integration key) and the keys themselves. */
export function deliveryIntakeHandlers(state: DemoState) {
  const changed = (deliveryId: number) => refreshAssignmentFields(state, deliveryId);
  const { intake } = state.creation;
  return [
    http.post(
      paths.assignmentImport,
      forRoles(INTAKE_ROLES, async ({ request }) => {
        const candidates = importCandidates(await readImportFile(request));
        if (candidates.length > INTAKE_MAX_ASSIGNMENTS) refuse(413, INTAKE_MESSAGES.tooManyRows);
        return reply(intakeReportSchema, upsertAssignments(state.creation, candidates, changed));
      }),
    ),

    // The workflow tool authenticates with its key, never with a session; the key is checked first.
    http.post(
      paths.intake,
      open(async ({ request }) => {
        verifyKey(intake, request.headers, state.clock());
        const candidates = apiCandidates((await readBody(request, intakeRequestSchema)).assignments);
        return reply(intakeReportSchema, upsertAssignments(state.creation, candidates, changed));
      }),
    ),

    http.get(
      paths.integrationKeys,
      forRoles(INTEGRATION_KEY_ROLES, () =>
        reply(integrationKeyListResponseSchema, { success: true, message: '', data: listKeys(intake) }),
      ),
    ),
    http.post(
      paths.integrationKeys,
      forRoles(INTEGRATION_KEY_ROLES, async ({ request }, account) => {
        const { name } = await readBody(request, createIntegrationKeyRequestSchema);
        const created = createKey(intake, name, actorName(state.accounts, account), state.clock());
        const { id, prefix } = created.data;
        recordAudit(state, account, {
          action: 'integration_key.created',
          target: ['integration_key', id],
          details: { name, prefix },
        });
        return reply(createIntegrationKeyResponseSchema, {
          success: true,
          message: INTAKE_MESSAGES.keyCreated,
          ...created,
        });
      }),
    ),
    http.delete(
      paths.integrationKeyById(':id'),
      forRoles(INTEGRATION_KEY_ROLES, (call, account) => {
        const id = pathId(call);
        if (revokeKey(intake, id, state.clock()))
          recordAudit(state, account, { action: 'integration_key.revoked', target: ['integration_key', id] });
        return reply(messageResponseSchema, { success: true, message: INTAKE_MESSAGES.keyRevoked });
      }),
    ),
  ];
}
