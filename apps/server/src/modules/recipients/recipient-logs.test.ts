import { Writable } from 'node:stream';
import { API } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { deliveryOutbox, deliveryWorld } from '@/test/deliver-kit.js';

const lines: string[] = [];
let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  // The production logger's options, at the most talkative level, writing where the test can read.
  t = await buildTestApp({ logger: { level: 'trace', stream } });
  w = await deliveryWorld(t);
});
afterAll(() => t?.close());

it('never writes a link token, a code or a recipient session token to the logs', async () => {
  const { delivery } = await buildDelivery(t.app, { clientId: w.client.id, entityId: w.entity.id });
  const email = `logged@${w.client.domain}`;
  await w.api.post(API.assignments.shareFile, { delivery_id: delivery.id, emails: [email] }, w.ops.token);
  const invitation = (await deliveryOutbox(t)).find((m) => m.to?.[0]?.address === email);
  const link = /#t=([\w-]+)/.exec(invitation?.text ?? '')![1]!;
  await w.api.post(API.recipients.requestCode, { token: link });
  const codeMail = (await deliveryOutbox(t)).find((m) => /Your code/.test(m.subject ?? ''));
  const code = /Your code is (\d{6})/.exec(codeMail?.text ?? '')![1]!;
  await w.api.post(API.recipients.verify, { token: link, code: '000000' === code ? '111111' : '000000' });
  const session = (await w.api.post(API.recipients.verify, { token: link, code })).json().token as string;
  await w.api.get(API.recipients.deliveries, session);
  await w.api.get(API.recipients.delivery(delivery.id), session);

  const log = lines.join('');
  expect(log).toContain(API.recipients.verify); // the requests were logged
  for (const secret of [link, session]) expect(log).not.toContain(secret);
  // Six digits could sit inside a timestamp by chance: only the code standing alone counts.
  expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
});
