import type { AddressInfo } from 'node:net';
import { NOTIFICATION_TEXTS } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outgoingMails } from '@/db/schema.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildClient } from '@/test/client-factories.js';
import { apiClient } from '@/test/api-client.js';
import { buildSignedInUser } from '@/test/factories.js';
import { capturingSmtpServer } from '@/test/smtp-server.js';
import { notificationStore } from './notification-store.js';

// A delivery mail whose first try fails is told to its sender in the bell, once (decision 0037).
let t: TestApp;
beforeAll(async () => {
  // A port with nothing listening on it: the mail server is down.
  const smtp = capturingSmtpServer([]);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(() => t.close());

it('tells the sender once that the delivery mail could not be sent yet', async () => {
  const admin = await buildSignedInUser(t.app, { userType: 'OA' });
  const sender = await buildSignedInUser(t.app, { userType: 'OU' });
  const { client, entity } = await buildClient(apiClient(t.app), admin.token);
  const { delivery } = await buildDelivery(t.app, {
    clientId: client.client_id as number,
    entityId: entity.id as number,
  });
  const { mail, db } = t.app.services;
  await mail.queue({
    to: 'reader@client.example',
    subject: 'Delivery',
    text: 'Delivered.',
    html: '<p>Delivered.</p>',
    onFailure: { staffEmail: sender.user.email, deliveryId: delivery.id, batchId: delivery.batch_id },
  });
  await mail.settle();
  const store = notificationStore(db);
  const told = await store.latest(sender.user.id);
  expect(told.map((n) => n.text)).toEqual([
    NOTIFICATION_TEXTS.mailFailed(delivery.batch_id, 'reader@client.example'),
  ]);
  expect(told[0]!.delivery_id).toBe(delivery.id);
  // The next try fails too: nothing more is told.
  const [row] = await db
    .select({ id: outgoingMails.id, attempts: outgoingMails.attempts })
    .from(outgoingMails);
  expect(row!.attempts).toBe(1);
  await expect(mail.deliver(row!.id)).rejects.toThrow();
  const [after] = await db.select({ attempts: outgoingMails.attempts }).from(outgoingMails);
  expect(after!.attempts).toBe(2);
  expect(await store.latest(sender.user.id)).toHaveLength(1);
});
