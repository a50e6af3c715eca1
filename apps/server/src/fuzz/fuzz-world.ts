import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API } from '@ops/contracts';
import type { App } from '../app.js';
import { webhookEndpoints } from '../db/webhook-schema.js';
import { createIntegrationKeys } from '../modules/intake/integration-keys.js';
import { openRecipientSession } from '../modules/recipients/recipient-sessions.js';
import { openRequestSession } from '../modules/file-requests/request-links.js';
import { apiClient } from '../test/api-client.js';
import { buildClient, clientUserPayload, entityPayload, newClientPayload } from '../test/client-factories.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { buildSignedInUser, buildUser } from '../test/factories.js';
import { buildCompletedUpload } from '../test/upload-factories.js';
import { buildFileRequestSession } from '../test/file-request-kit.js';
import type { Caller } from './fuzz-request.js';
import type { Refs } from './placeholders.js';

const ADMIN_EMAIL = 'fuzz.admin@example.com';
const RECIPIENT_EMAIL = 'reader@fuzz-a.example';
const UPLOAD_REF = 'FUZZ-BATCH-1';
const UPLOAD_FILE = 'fuzz-report.pdf';
const SESSION_MS = 12 * 3_600_000;
const TRACKER_HEADER =
  'batch_id,requester_name,invoice_code,requested_delivery,committed_delivery,actual_delivery,feedback';

/** The records the fuzzer's requests name, and the sessions and key it calls with. */
export interface FuzzWorld {
  refs: Refs;
  /** The credential header of each caller that has one. */
  credential(caller: Caller): [string, string] | undefined;
  /** A new session for a caller whose session a request ended (signing out, say). */
  renew(caller: Caller): Promise<void>;
}

const tokenOf = (link: string) => link.split('/').filter(Boolean).at(-1)!;

async function ok<T>(res: { statusCode: number; body: string; json(): T }, what: string): Promise<T> {
  if (res.statusCode !== 200) throw new Error(`fuzz world: ${what} answered ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Two clients (entities, an invoice, a client user), live, archived and other-client deliveries, a share
 * with a recipient, a finished upload and a part URL, download grants and an integration key; an admin (OA)
 * signed in, a recipient session. Made through the API where the API makes them, else by the test factories.
 */
export async function buildFuzzWorld(app: App): Promise<FuzzWorld> {
  const api = apiClient(app);
  const admin = await buildSignedInUser(app, { userType: 'OA', email: ADMIN_EMAIL, firstName: 'Fuzz' });
  const ops = await buildUser(app, { userType: 'OU', email: 'fuzz.ops@example.com' });
  const token = admin.token;

  const template = newClientPayload();
  const clientA = await buildClient(api, token, {
    company_name: 'Fuzz Alpha',
    client_code: 'FUZZA',
    company_domain_list: ['fuzz-a.example'],
    user_data: { ...template.user_data, user_email: 'meera@fuzz-a.example' },
  });
  const clientB = await buildClient(api, token, {
    company_name: 'Fuzz Beta',
    client_code: 'FUZZB',
    company_domain_list: ['fuzz-b.example'],
    user_data: { ...template.user_data, user_email: 'meera@fuzz-b.example' },
  });
  const a = { id: clientA.client.client_id as number, entity: clientA.entity.id as number };
  const entityA2 = await ok<{ data: { id: number } }>(
    await api.post(API.requester.entity, entityPayload(a.id) as never, token),
    'entity',
  );
  const clientUser = await ok<{ data: { id: number } }>(
    await api.post(
      API.requester.user,
      clientUserPayload({ client_id: a.id, client_domain_list: ['fuzz-a.example'] }, a.entity) as never,
      token,
    ),
    'client user',
  );
  const invoice = await ok<{ data: { id: number } }>(
    await api.post(
      API.requester.invoice,
      {
        client_id: a.id,
        invoice_validity_start: '2026-12-01',
        invoice_validity_end: '2027-11-30',
        default_entity: a.entity,
        currency_used: 'USD',
        comments: 'Fuzz rate card',
        types_of_discounts: ['Offer'],
        taxes_list: [{ tax_type: 'gst', percentage: '18' }],
        list_of_services: [],
        invoice_codes_list: ['PO-FUZZ-1'],
      },
      token,
    ),
    'invoice',
  );

  const live = await buildDelivery(app, { clientId: a.id, entityId: a.entity, sourceFormats: ['docx'] });
  const archived = await buildDelivery(app, { clientId: a.id, entityId: a.entity, daysAgo: 200 });
  const other = await buildDelivery(app, {
    clientId: clientB.client.client_id as number,
    entityId: clientB.entity.id as number,
  });
  await ok(
    await api.post(
      API.assignments.shareFile,
      { delivery_id: live.delivery.id, emails: [RECIPIENT_EMAIL] },
      token,
    ),
    'share',
  );
  // The tracking sheet sync reads (its default place), so a sync call reaches the sheet instead of a 502.
  await writeFile(
    path.join(app.services.config.DATA_DIR, 'tracker.csv'),
    `${TRACKER_HEADER}\n${live.delivery.batch_id},Renée Dubois,INV-77,,2026-11-20T10:00:00Z,2026-11-21T04:00:00Z,5\n`,
  );

  const detail = (
    await ok<{
      last_assignment: {
        target_versions: { files: { links: Record<string, string> }[] }[];
        input_zip_link: { link: string } | null;
      };
    }>(await api.get(API.assignments.byId(live.delivery.id), token), 'delivery detail')
  ).last_assignment;
  const grantLink = Object.values(detail.target_versions[0]!.files[0]!.links)[0]!;
  const fileUrl = (await ok<{ download_url: string }>(await api.get(grantLink, token), 'file grant'))
    .download_url;
  const zipGrant = detail.input_zip_link?.link;
  const zipUrl = zipGrant
    ? (await ok<{ download_url: string }>(await api.get(zipGrant, token), 'zip grant')).download_url
    : fileUrl;

  const upload = await buildCompletedUpload(app, {
    userId: admin.user.id,
    deliveryRef: UPLOAD_REF,
    fileName: UPLOAD_FILE,
    fileType: 'target_files',
  });
  const parts = await ok<{ urls: string[] }>(
    await api.post(
      API.deliveries.uploadGetUrl,
      {
        group: 'G_1',
        delivery_id: UPLOAD_REF,
        time: '1732330000',
        interim: 'false',
        file_type: 'target_files',
        file_name: 'second.pdf',
        file_size: 1024,
        chunk_size: 10,
      },
      token,
    ),
    'part URLs',
  );
  const key = await ok<{ key: string; data: { id: number } }>(
    await api.post(API.deliveries.integrationKeys, { name: 'fuzz workflow tool' }, token),
    'integration key',
  );

  // Inserted, not posted: its loopback URL is refused when sent to, so the fuzzer never reaches a network.
  const [webhook] = await app.services.db
    .insert(webhookEndpoints)
    .values({
      url: 'http://127.0.0.1:9/fuzz',
      events: ['share.created'],
      sealed_secret: app.services.webhooks.box.seal(`whsec_${Buffer.alloc(32, 9).toString('base64')}`),
      created_at: app.services.clock.now(),
      updated_at: app.services.clock.now(),
    })
    .returning({ id: webhookEndpoints.id });

  // A file request of client A and its contact's session (decision 0039).
  const request = await buildFileRequestSession(app, { clientId: a.id, email: RECIPIENT_EMAIL });

  const sessions = {
    staff: token,
    recipient: (await openRecipientSession(app.services.db, RECIPIENT_EMAIL, app.services.clock.now())).token,
    contact: request.session,
  };

  const refs: Refs = {
    adminId: admin.user.id,
    opsId: ops.user.id,
    clientA: a.id,
    clientB: clientB.client.client_id as number,
    entityA: a.entity,
    entityA2: entityA2.data.id,
    entityB: clientB.entity.id as number,
    invoiceA: invoice.data.id,
    clientUserA: clientUser.data.id,
    deliveryA: live.delivery.id,
    deliveryArchived: archived.delivery.id,
    deliveryB: other.delivery.id,
    integrationKeyId: key.data.id,
    webhookId: webhook!.id,
    fileRequestId: request.requestId,
    clientCodeA: 'FUZZA',
    entityCodeA: clientA.entity.entity_code as string,
    clientDomainA: 'fuzz-a.example',
    batchA: live.delivery.batch_id,
    assignmentA: live.assignmentId,
    recipientEmail: RECIPIENT_EMAIL,
    adminEmail: ADMIN_EMAIL,
    uploadId: upload.id,
    uploadFileName: UPLOAD_FILE,
    uploadRef: UPLOAD_REF,
    grant: tokenOf(grantLink),
    fileToken: tokenOf(fileUrl),
    zipToken: tokenOf(zipUrl),
    partToken: tokenOf(parts.urls[0]!),
    integrationKey: key.key,
  };

  return {
    refs,
    credential(caller) {
      if (caller === 'staff') return ['authorization', `Bearer ${sessions.staff}`];
      if (caller === 'recipient') return ['authorization', `Bearer ${sessions.recipient}`];
      if (caller === 'contact') return ['authorization', `Bearer ${sessions.contact}`];
      if (caller === 'integration') return ['x-integration-key', refs.integrationKey];
      return undefined;
    },
    async renew(caller) {
      const now = app.services.clock.now();
      if (caller === 'staff')
        sessions.staff = await app.services.sessions.create({
          userId: admin.user.id,
          expiresAt: new Date(now.getTime() + SESSION_MS),
          ip: '127.0.0.1',
          userAgent: 'fuzz',
        });
      if (caller === 'recipient')
        sessions.recipient = (await openRecipientSession(app.services.db, RECIPIENT_EMAIL, now)).token;
      if (caller === 'contact')
        sessions.contact = (
          await openRequestSession(app.services.db, refs.fileRequestId, RECIPIENT_EMAIL, now)
        ).token;
      // A fuzzed DELETE may have revoked the key.
      if (caller === 'integration')
        refs.integrationKey = (
          await createIntegrationKeys(app.services.db).create('fuzz', admin.user, now)
        ).key;
    },
  };
}
