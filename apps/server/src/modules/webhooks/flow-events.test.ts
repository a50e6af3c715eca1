import { API, WEBHOOK_EVENTS } from '@ops/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { uploadGroupFiles } from '@/test/deliver-kit.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';
import { testReceiver } from './test-receiver.js';

// The flows raise their events: deliver, share, revoke, and in the portal download, rate and ask access.
const { ctx, world, api, staffShare, signInRecipient } = useRecipientWorld({ WEBHOOK_ALLOW_PRIVATE: 'true' });
const tool = testReceiver();
let secret = '';

beforeAll(async () => {
  await tool.start();
  const made = await api().post(
    API.webhooks.list,
    { url: tool.url(), events: [...WEBHOOK_EVENTS] },
    ctx.w.admin.token,
  );
  secret = made.json().secret;
});
afterAll(() => tool.stop());

const settle = () => ctx.t.app.services.webhooks.dispatcher.settle();
const seen = () => tool.events().map((e) => e.type);

it('a new delivery, then a new version, go out as delivery.created and delivery.version_added', async () => {
  const a = await buildWorkspaceAssignment(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
  });
  const batch = `WH-${Date.now()}`;
  await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
  const made = await api().post(
    API.deliveries.uploadNewDelivery,
    {
      delivery_id: batch,
      total_group: '1',
      current_delivery_time: new Date().toISOString(),
      assignment_id_1: a.id,
      source_file_1: 'brief.docx',
      target_file_1: 'final.pdf',
      delivery_notes_1: 'Notes',
    },
    ctx.token,
  );
  expect(made.statusCode, made.body).toBe(200);
  await settle();
  const created = tool.events().find((e) => e.type === 'delivery.created');
  expect(created?.data).toMatchObject({ delivery_id: made.json().id, batch_id: batch, version: 1 });
  for (const request of tool.got)
    expect(() =>
      new Webhook(secret).verify(request.body, request.headers as Record<string, string>),
    ).not.toThrow();
});

it('sharing, the portal and revoking each raise their event, in order for the delivery', async () => {
  tool.got.length = 0;
  const email = `hook-reader@${ctx.w.client.domain}`;
  const { session } = await signInRecipient(world.deliveryA, email);
  await api().post(API.recipients.download, { delivery_id: world.deliveryA, version: 1 }, session);
  await api().post(
    API.recipients.feedback,
    { delivery_id: world.deliveryA, version: 1, rating: 5, comment: 'Great.' },
    session,
  );
  await api().post(
    API.recipients.requestAccess,
    { delivery_id: world.deliveryA, email: `hook-colleague@${ctx.w.client.domain}` },
    session,
  );
  await api().post(API.assignments.revokeShare, { delivery_id: String(world.deliveryA), email }, ctx.token);
  await settle();
  expect(seen()).toEqual([
    'share.created',
    'recipient.downloaded',
    'feedback.received',
    'access_request.created',
    'share.revoked',
  ]);
  const [shared, downloaded, rated, asked, revoked] = tool.events();
  expect(shared!.data).toMatchObject({ delivery_id: world.deliveryA, recipient: email });
  expect(JSON.stringify(shared)).not.toMatch(/token|#t=/);
  expect(downloaded!.data).toMatchObject({ recipient: email, version: 1, first: true });
  expect(rated!.data).toMatchObject({ rating: 5, comment: 'Great.' });
  expect(asked!.data).toMatchObject({
    requested_by: email,
    colleague: `hook-colleague@${ctx.w.client.domain}`,
  });
  expect(revoked!.data).toMatchObject({ recipient: email });
  // A share of the other client's delivery goes out too, under its own key.
  await staffShare(world.deliveryB, [`someone@${world.clientBDomain}`]);
  await settle();
  expect(tool.events().at(-1)).toMatchObject({
    type: 'share.created',
    data: { delivery_id: world.deliveryB },
  });
});

it('releases an action’s events as soon as it commits, before any mail or notification of it', async () => {
  const { services } = ctx.t.app;
  const email = `hook-order@${ctx.w.client.domain}`;
  const { session } = await signInRecipient(world.deliveryA, email);
  const order: string[] = [];
  const release = vi.spyOn(services.webhooks, 'release').mockImplementation(async () => {
    order.push('release');
  });
  const queue = vi.spyOn(services.mail, 'queue');
  queue.mockImplementation(async () => {
    order.push('mail');
  });
  try {
    // Sharing mails an invitation; the first download mails the sharer a receipt; a rating notifies.
    await staffShare(world.deliveryA, [`hook-order-2@${ctx.w.client.domain}`]);
    expect(order).toEqual(['release', 'mail']);
    order.length = 0;
    const got = await api().post(
      API.recipients.download,
      { delivery_id: world.deliveryA, version: 1 },
      session,
    );
    expect(got.statusCode, got.body).toBe(200);
    expect(order).toEqual(['release', 'mail']);
    order.length = 0;
    // A mail that fails no longer holds the event back.
    queue.mockRejectedValueOnce(new Error('mail down'));
    await staffShare(world.deliveryA, [`hook-order-3@${ctx.w.client.domain}`]);
    expect(order).toEqual(['release']);
  } finally {
    release.mockRestore();
    queue.mockRestore();
  }
});
