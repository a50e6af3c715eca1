import { eq } from 'drizzle-orm';
import { API, type DeliverGroupInput, type Locale } from '@ops/contracts';
import { loadCatalogue } from '@ops/contracts/i18n';
import { clients } from '@/db/client-schema.js';
import { rememberRecipientLanguage } from '../languages/index.js';
import { describe, expect, it } from 'vitest';
import { deliverForm, deliveryOutbox, useDeliveryWorld, uploadGroupFiles } from '@/test/deliver-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';
import { deliveryMailRecipients } from './delivery-links.js';

const ctx = useDeliveryWorld();
const APP_URL = 'http://console.test';

let seq = 0;
const batchId = () => `ML-${Date.now()}-${++seq}`;
const group = (ids: string[], overrides: Partial<DeliverGroupInput> = {}): DeliverGroupInput => ({
  assignment_ids: ids,
  source_files: ['brief.docx'],
  target_files: ['final.pdf'],
  delivery_notes: '@brief.docx First cut',
  ...overrides,
});

/** A delivery whose assignments' requesters are a staff member and a client address it is not shared with. */
async function deliverWithRequesters(share: string[]) {
  const unshared = `req-${Date.now()}-${++seq}@${ctx.w.client.domain}`;
  const staff = await buildWorkspaceAssignment(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
    requesterEmail: ctx.w.admin.user.email,
  });
  const client = await buildWorkspaceAssignment(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
    requesterEmail: unshared,
  });
  const batch = batchId();
  await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
  const res = await ctx.w.api.post(
    API.deliveries.uploadNewDelivery,
    deliverForm(batch, [group([staff.id, client.id])], 'new', { share_emails: share }),
    ctx.token,
  );
  expect(res.statusCode).toBe(200);
  const mails = await deliveryOutbox(ctx.t);
  const to = (address: string, subject: string) =>
    mails.find((m) => m.subject === subject && m.to?.[0]?.address === address.toLowerCase());
  return { id: res.json().id as number, batch, unshared, to };
}

describe('the delivery mail links to the delivery (decision 0033)', () => {
  it('sends staff to the console, a newly shared client to its personal link, and gives no dead link', async () => {
    const { id, batch, unshared, to } = await deliverWithRequesters([ctx.w.client.userEmail]);
    const subject = `Batch ${batch} delivered`;

    const staff = to(ctx.w.admin.user.email, subject)!;
    const consoleUrl = `${APP_URL}/deliver/${id}`;
    expect(staff.text).toContain(`Open the delivery in the console:\n${consoleUrl}`);
    expect(staff.html).toContain(`<a href="${consoleUrl}">Open the delivery</a>`);
    expect(staff.text).toContain('Notes: @brief.docx First cut');

    const client = to(ctx.w.client.userEmail, subject)!;
    const invitation = to(ctx.w.client.userEmail, `Delivery of batch ${batch} shared with you`)!;
    const personal = /http:\/\/console\.test\/shared#t=[\w-]+/.exec(invitation.text ?? '')![0];
    expect(client.text).toContain(personal);
    expect(client.html).toContain(`<a href="${personal}">Open the delivery</a>`);
    expect(client.text).not.toContain('/deliver/');
    expect(client.text).toContain('Notes: First cut');
    expect(client.html).toContain('<p>Notes: First cut</p>');

    const requester = to(unshared, subject)!;
    expect(requester.text).not.toMatch(/console\.test\/(deliver|shared)/);
    expect(requester.html).not.toContain('<a href="http://console.test');
  });

  it('sends an address that holds a share from before to the portal’s page of the delivery', async () => {
    const { id, unshared } = await deliverWithRequesters([ctx.w.client.userEmail]);
    const { links } = await deliveryMailRecipients(ctx.t.app.services.db, APP_URL, {
      id,
      addresses: [ctx.w.client.userEmail.toUpperCase(), unshared, ctx.w.admin.user.email],
      newLinks: [],
    });
    expect(links.get(ctx.w.client.userEmail.toLowerCase())).toEqual({
      kind: 'portal',
      url: `${APP_URL}/shared/deliveries/${id}`,
    });
    expect(links.get(ctx.w.admin.user.email)).toEqual({ kind: 'console', url: `${APP_URL}/deliver/${id}` });
    expect(links.has(unshared.toLowerCase())).toBe(false);
  });

  it('writes each address in its language: staff in English, a chosen language, else the client’s default', async () => {
    const db = ctx.t.app.services.db;
    const chooser = ctx.w.client.userEmail;
    await db.update(clients).set({ portal_language: 'de' }).where(eq(clients.id, ctx.w.client.id));
    await rememberRecipientLanguage(db, chooser, { chosen: 'fr' }, new Date());
    try {
      const { batch, unshared, to } = await deliverWithRequesters([chooser]);
      const subject = async (locale: Locale) =>
        (await loadCatalogue(locale))['mail.delivery.subjectFirst']!.replace('{batchId}', batch);
      expect(to(ctx.w.admin.user.email, await subject('en'))).toBeDefined();
      expect(to(chooser, await subject('fr'))).toBeDefined();
      expect(to(unshared, await subject('de'))).toBeDefined();
    } finally {
      await db.update(clients).set({ portal_language: 'en' }).where(eq(clients.id, ctx.w.client.id));
    }
  });
});
