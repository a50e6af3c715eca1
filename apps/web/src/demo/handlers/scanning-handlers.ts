import { http } from 'msw';
import {
  API,
  QUARANTINE_DAYS,
  STAFF_ADMIN_ROLES,
  personName,
  purgeAfter,
  quarantineListResponseSchema,
} from '@ops/contracts';
import type { QuarantinedFile } from '@ops/contracts';
import { accountByEmail, demoEmail, sessionProfile } from '../data/accounts';
import type { DemoState } from '../data/demo-state';
import { forRoles, reply } from './respond';

const DAY = 86_400_000;

/** One sample quarantined upload: the demo scans nothing, so the page shows what a finding looks like. */
function sampleQuarantine(state: DemoState): QuarantinedFile[] {
  // Named as the account is today (a profile edit included), as the server joins its users.
  const sample = accountByEmail(demoEmail('OU'));
  const uploader = sample && sessionProfile(state.accounts, sample);
  const at = new Date(state.now - 2 * DAY);
  return [
    {
      id: 1,
      file_name: 'glossary-update.xlsx',
      signature: 'Demo.Test.Signature',
      source: 'delivery',
      uploaded_by: uploader ? { id: uploader.id, name: personName(uploader), email: uploader.email } : null,
      uploaded_at: at.toISOString(),
      delivery: 'DEMO-BATCH-7',
      quarantined_at: at.toISOString(),
      purge_after: purgeAfter(at, QUARANTINE_DAYS).toISOString(),
    },
  ];
}

/** The operations admins' quarantine list (decision 0024), as on the server: OA only, never a download. */
export function scanningHandlers(state: DemoState) {
  return [
    http.get(
      API.scanning.quarantine,
      forRoles(STAFF_ADMIN_ROLES, () =>
        reply(quarantineListResponseSchema, { success: true, data: sampleQuarantine(state) }),
      ),
    ),
  ];
}
