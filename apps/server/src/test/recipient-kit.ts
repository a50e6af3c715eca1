import { API, RECIPIENT_MESSAGES } from '@ops/contracts';
import { beforeAll, expect } from 'vitest';
import { buildClient } from './client-factories.js';
import { buildDelivery } from './delivery-factories.js';
import { deliveryOutbox, useDeliveryWorld } from './deliver-kit.js';
import { codeMailedTo } from './outbox.js';

/**
 * The recipients' test world, once per test file: the delivery world, a delivery of its client (A) and one
 * of a second client (B), and the steps of a recipient's way in (the mailed link, the mailed code).
 */
export function useRecipientWorld(env: Record<string, string> = {}) {
  const ctx = useDeliveryWorld(env);
  const world = { ctx, deliveryA: 0, deliveryB: 0, clientBDomain: '' };

  beforeAll(async () => {
    world.deliveryA = (
      await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id })
    ).delivery.id;
    const other = await buildClient(ctx.w.api, ctx.w.admin.token);
    world.clientBDomain = other.payload.company_domain_list[0]!;
    world.deliveryB = (
      await buildDelivery(ctx.t.app, {
        clientId: other.client.client_id as number,
        entityId: other.entity.id as number,
      })
    ).delivery.id;
  });

  const api = () => ctx.w.api;
  const staffShare = (deliveryId: number, emails: string[], extra: Record<string, unknown> = {}) =>
    api().post(API.assignments.shareFile, { delivery_id: deliveryId, emails, ...extra }, ctx.token);
  const sharedLog = async (id: number) =>
    (await api().get(API.assignments.sharingFile(id), ctx.token)).json();
  const accessTypes = async (id: number) =>
    (
      (await api().get(`${API.assignments.accessLog(id)}?sort=ascending`, ctx.token)).json().data as {
        type: string;
      }[]
    ).map((e) => e.type);

  /** The personal link token from the newest invitation mail to `email`. */
  async function linkTokenFor(email: string) {
    const mails = (await deliveryOutbox(ctx.t)).filter(
      (m) => m.to?.[0]?.address === email && /shared with you/.test(m.subject ?? ''),
    );
    const match = /\/shared#t=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
    if (!match) throw new Error(`no link mailed to ${email}`);
    return match[1]!;
  }

  const codeFor = (email: string) => codeMailedTo(ctx.t, email, /Your code/);

  /** Shares, opens the link with the mailed code, and answers the recipient's session token. */
  async function signInRecipient(deliveryId: number, email: string) {
    await staffShare(deliveryId, [email]);
    const token = await linkTokenFor(email);
    expect((await api().post(API.recipients.requestCode, { token })).json()).toEqual({
      success: true,
      message: RECIPIENT_MESSAGES.codeSent,
    });
    const verified = await api().post(API.recipients.verify, { token, code: await codeFor(email) });
    expect(verified.statusCode).toBe(200);
    return { link: token, session: verified.json().token as string };
  }

  return { world, ctx, api, staffShare, sharedLog, accessTypes, linkTokenFor, codeFor, signInRecipient };
}
