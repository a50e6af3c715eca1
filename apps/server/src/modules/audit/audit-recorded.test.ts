import { API, type AuditEvent, type AuditListQuery } from '@ops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { clientUserPayload, entityPayload } from '@/test/client-factories.js';
import { deliverForm, uploadGroupFiles } from '@/test/deliver-kit.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser, buildUser } from '@/test/factories.js';
import { readOutbox, resetTokenOf } from '@/test/outbox.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

/** Every staff action of decision 0022's list, done through the API, then read back from the audit API. */
const { ctx, api, staffShare, signInRecipient } = useRecipientWorld();

const trail = async (query: AuditListQuery = {}) => {
  const qs = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  );
  const res = await api().get(`${API.audit.events}?${qs}`, ctx.w.admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditEvent[];
};
/** The newest row of an action. */
const latest = async (action: NonNullable<AuditListQuery['action']>) => (await trail({ action }))[0];

const ADA = () => ({ actor_id: ctx.w.admin.user.id, actor_email: ctx.w.admin.user.email });
const OLIVIA = () => ({ actor_id: ctx.w.ops.user.id, actor_email: ctx.w.ops.user.email });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const multipart = (field: string, bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return form;
};

let deliveryId: number;
beforeAll(async () => {
  deliveryId = (await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id }))
    .delivery.id;
});

describe('staff accounts', () => {
  it('records invitation (and its resend), type change, deactivation and reactivation by the admin', async () => {
    const admin = ctx.w.admin.token;
    const email = `invitee-${Date.now()}@example.com`;
    const invited = (
      await api().post(API.staff.users, { email, first_name: 'Ivy', user_type: 'OU' }, admin)
    ).json().data.id as number;
    expect(await latest('staff.invited')).toMatchObject({
      ...ADA(),
      actor_name: 'Asha',
      action_label: 'Staff account invited',
      target_type: 'user',
      target_id: String(invited),
      client_id: null,
      details: { user_type: 'OU' },
    });
    await api().post(API.staff.resendInvite(invited), undefined, admin);
    expect(await latest('staff.invited')).toMatchObject({
      target_id: String(invited),
      details: { resent: true },
    });

    await api().patch(API.staff.userById(invited), { user_type: 'TL' }, admin);
    expect(await latest('staff.type_changed')).toMatchObject({
      ...ADA(),
      target_id: String(invited),
      details: { from: 'OU', to: 'TL' },
    });
    await api().post(API.staff.deactivate(invited), undefined, admin);
    expect(await latest('staff.deactivated')).toMatchObject({ ...ADA(), target_id: String(invited) });
    await api().post(API.staff.reactivate(invited), undefined, admin);
    expect(await latest('staff.reactivated')).toMatchObject({ ...ADA(), target_id: String(invited) });
  });

  it('records nothing for a refused action', async () => {
    const before = (await trail()).length;
    const own = await api().post(API.staff.deactivate(ctx.w.admin.user.id), undefined, ctx.w.admin.token);
    expect(own.statusCode).toBe(400);
    expect(await trail()).toHaveLength(before);
  });
});

describe('passwords', () => {
  it('records a changed password and a reset completed from the mailed link, with address and browser', async () => {
    const { user, token } = await buildSignedInUser(ctx.t.app, { userType: 'TL' });
    const changed = await ctx.t.app.inject({
      method: 'POST',
      url: API.auth.resetPassword,
      remoteAddress: '203.0.113.9',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: 'csrftoken=c0ffee-c0ffee-c0ffee',
        'x-csrftoken': 'c0ffee-c0ffee-c0ffee',
        'user-agent': 'AuditTest/1.0',
      },
      payload: { password: 'Start#Pass123', new_password: 'Next#Pass456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await latest('auth.password.changed')).toMatchObject({
      actor_id: user.id,
      target_type: 'user',
      target_id: String(user.id),
      ip: '203.0.113.9',
      user_agent: 'AuditTest/1.0',
    });

    const other = (await buildUser(ctx.t.app, { userType: 'SL' })).user;
    await api().post(API.auth.forgetPassword, { email: other.email });
    const q = resetTokenOf(
      (await readOutbox(ctx.t)).filter((m) => m.to?.[0]?.address === other.email).at(-1)?.text,
    );
    expect(
      (await api().post(API.auth.changePasswordWithLink, { password: 'Chosen#Pass1', q })).statusCode,
    ).toBe(200);
    expect(await latest('auth.password.reset')).toMatchObject({
      actor_id: other.id,
      actor_email: other.email,
      target_id: String(other.id),
    });
  });
});

describe('sharing', () => {
  it('records a share, its revoke and a new secure key with the delivery’s client, never the address', async () => {
    const address = `reader-${Date.now()}@${ctx.w.client.domain}`;
    expect((await staffShare(deliveryId, [address])).json().status).toBe('success');
    const shared = await latest('share.created');
    expect(shared).toMatchObject({
      ...OLIVIA(),
      target_type: 'share',
      client_id: ctx.w.client.id,
      details: { delivery_id: deliveryId, outside_organisation: false },
    });
    expect(Number(shared!.target_id)).toBeGreaterThan(0);

    await api().post(API.assignments.revokeShare, { delivery_id: deliveryId, email: address }, ctx.token);
    expect(await latest('share.revoked')).toMatchObject({
      ...OLIVIA(),
      target_type: 'share',
      target_id: shared!.target_id,
      client_id: ctx.w.client.id,
    });

    const key = await api().post(
      API.assignments.secureKey,
      { delivery_id: deliveryId, resend: false },
      ctx.token,
    );
    expect(key.statusCode).toBe(200);
    const made = await latest('secure_key.created');
    expect(made).toMatchObject({
      ...OLIVIA(),
      target_type: 'delivery',
      target_id: String(deliveryId),
      client_id: ctx.w.client.id,
    });
    expect(JSON.stringify(made)).not.toContain(key.json().secure_key);
  });

  it('records the answers to a recipient’s requests for colleagues: accepted by a share, declined', async () => {
    const reader = `asker-${Date.now()}@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(deliveryId, reader);
    const ask = (email: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: API.recipients.requestAccess,
        headers: {
          authorization: `Bearer ${session}`,
          cookie: 'csrftoken=c0ffee-c0ffee-c0ffee',
          'x-csrftoken': 'c0ffee-c0ffee-c0ffee',
        },
        payload: { delivery_id: deliveryId, email },
      });
    const accepted = `colleague-a-${Date.now()}@${ctx.w.client.domain}`;
    const declined = `colleague-d-${Date.now()}@${ctx.w.client.domain}`;
    expect((await ask(accepted)).statusCode).toBe(200);
    expect((await ask(declined)).statusCode).toBe(200);

    await staffShare(deliveryId, [accepted]);
    const share = await latest('share.created');
    expect(await latest('access_request.answered')).toMatchObject({
      ...OLIVIA(),
      target_type: 'share_request',
      client_id: ctx.w.client.id,
      details: { delivery_id: deliveryId, answer: 'accepted', share_id: Number(share!.target_id) },
    });
    const decline = await api().post(
      API.assignments.declineShareRequest,
      { delivery_id: deliveryId, email: declined },
      ctx.token,
    );
    expect(decline.statusCode).toBe(200);
    expect(await latest('access_request.answered')).toMatchObject({
      ...OLIVIA(),
      target_type: 'share_request',
      client_id: ctx.w.client.id,
      details: { delivery_id: deliveryId, answer: 'declined' },
    });

    // The trail cannot be erased, so it holds no recipient's address at all.
    const everything = JSON.stringify(await ctx.t.app.services.db.select().from(auditEvents));
    for (const address of [reader, accepted, declined]) expect(everything).not.toContain(address);
  });

  it('records the shares a deliver call makes', async () => {
    const batch = `AU-${Date.now()}`;
    const a = await buildWorkspaceAssignment(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
    const group = {
      assignment_ids: [a.id],
      source_files: ['brief.docx'],
      target_files: ['final.pdf'],
      delivery_notes: '',
    };
    const res = await api().post(
      API.deliveries.uploadNewDelivery,
      deliverForm(batch, [group], 'new', { share_emails: [ctx.w.client.userEmail] }),
      ctx.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await latest('share.created')).toMatchObject({
      ...OLIVIA(),
      client_id: ctx.w.client.id,
      details: { delivery_id: res.json().id },
    });
  });
});

describe('client administration', () => {
  it('records every write: client, logo, entity, currency, contract, invoice, client user', async () => {
    const admin = ctx.w.admin.token;
    const clientId = ctx.w.client.id;
    expect((await trail({ action: 'client.created', client: clientId }))[0]).toMatchObject({
      ...ADA(),
      target_type: 'client',
      target_id: String(clientId),
      client_name: expect.stringMatching(/^Acme /),
    });

    await api().put(API.requester.companyById(clientId), { company_name: 'Acme Audited' }, admin);
    expect(await latest('client.updated')).toMatchObject({
      ...ADA(),
      client_id: clientId,
      client_name: 'Acme Audited',
      details: { fields: ['company_name'] },
    });
    const logo = await api().post(
      API.requester.companyLogo(clientId),
      multipart('image', PNG, 'logo.png'),
      admin,
    );
    expect(logo.statusCode, logo.body).toBe(200);
    expect(await latest('client.logo_changed')).toMatchObject({ ...ADA(), client_id: clientId });

    const entity = (await api().post(API.requester.entity, entityPayload(clientId) as never, admin)).json()
      .data;
    expect(await latest('entity.created')).toMatchObject({
      ...ADA(),
      target_type: 'entity',
      target_id: String(entity.id),
      client_id: clientId,
    });
    await api().put(
      API.requester.entityById(entity.id),
      entityPayload(clientId, { entity_name: 'Renamed' }) as never,
      admin,
    );
    expect(await latest('entity.updated')).toMatchObject({
      target_id: String(entity.id),
      client_id: clientId,
    });
    await api().get(`${API.requester.updateCurrency(entity.id)}?currency=EUR`, admin);
    expect(await latest('entity.updated')).toMatchObject({
      target_id: String(entity.id),
      details: { currency: 'EUR' },
    });

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const contract = await api().post(API.requester.contractUpload, multipart('file', pdf, 'msa.pdf'), admin);
    expect(contract.statusCode, contract.body).toBe(200);
    expect(await latest('entity.contract_uploaded')).toMatchObject({
      ...ADA(),
      target_type: 'contract_file',
      target_id: contract.json().file.s3_path,
      details: { filename: 'msa.pdf' },
    });

    const invoiceBody = {
      client_id: clientId,
      invoice_validity_start: '2026-12-01',
      invoice_validity_end: '2027-11-30',
      default_entity: ctx.w.entity.id,
      currency_used: 'USD',
      comments: '',
      types_of_discounts: [],
      taxes_list: [],
      list_of_services: [],
      invoice_codes_list: [],
    };
    const invoice = (await api().post(API.requester.invoice, invoiceBody, admin)).json().data;
    expect(await latest('invoice.created')).toMatchObject({
      target_type: 'invoice',
      target_id: String(invoice.id),
      client_id: clientId,
    });
    await api().put(API.requester.invoiceById(invoice.id), { ...invoiceBody, comments: 'Renewed' }, admin);
    expect(await latest('invoice.updated')).toMatchObject({
      target_id: String(invoice.id),
      client_id: clientId,
    });

    const client = (await api().get(API.requester.companyById(clientId), admin)).json().data;
    const person = clientUserPayload(client, ctx.w.entity.id);
    const saved = await api().post(API.requester.user, person as never, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    const userId = saved.json().data.id as number;
    expect(await latest('client_user.created')).toMatchObject({
      ...ADA(),
      target_type: 'client_user',
      target_id: String(userId),
      client_id: clientId,
    });
    await api().put(API.requester.userById(userId), { ...person, user_name: 'Meera N.' } as never, admin);
    expect(await latest('client_user.updated')).toMatchObject({
      target_id: String(userId),
      client_id: clientId,
    });
    const everything = JSON.stringify(await trail({ client: clientId }));
    expect(everything).not.toContain(person.email);
  });
});

describe('integration keys', () => {
  it('records a key made and revoked, never the key itself; a second revoke adds nothing', async () => {
    const admin = ctx.w.admin.token;
    const made = (await api().post(API.deliveries.integrationKeys, { name: 'Workflow tool' }, admin)).json();
    const created = await latest('integration_key.created');
    expect(created).toMatchObject({
      ...ADA(),
      target_type: 'integration_key',
      target_id: String(made.data.id),
      details: { name: 'Workflow tool', prefix: made.data.prefix },
    });
    expect(JSON.stringify(created)).not.toContain(made.key.slice(12));
    await api().delete(API.deliveries.integrationKeyById(made.data.id), admin);
    await api().delete(API.deliveries.integrationKeyById(made.data.id), admin);
    const revoked = (await trail({ action: 'integration_key.revoked' })).filter(
      (e) => e.target_id === String(made.data.id),
    );
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject(ADA());
  });
});
