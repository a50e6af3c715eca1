import { API } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';
import { recordAccess } from './access-log.js';

let t: TestApp;
let api: ApiClient;
let token: string;
let owner: { clientId: number; entityId: number };
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  token = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  const { client, entity } = await buildClient(api, token);
  owner = { clientId: client.client_id, entityId: entity.id };
});
afterAll(() => t.close());

const entry = (deliveryId: number, logString: string) => ({
  deliveryId,
  type: 'accessed',
  actor: 'Asha',
  logString,
  ip: '203.0.113.9',
  userAgent: '',
  at: t.clock.now(),
});

interface Row {
  access_log_string: string;
  tooltip: { files: string[]; shared_users: string[] };
}
const logRows = async (deliveryId: number): Promise<Row[]> =>
  (await api.get(API.assignments.accessLog(deliveryId), token)).json().data;

// The entry's statement is prepared once per database (db/prepared.ts): written again it is the same
// statement with other values, and written inside a transaction it belongs to that transaction.
describe('access log entries through their prepared statement', () => {
  it('writes each entry with its own values, and one written in a rolled-back transaction is gone', async () => {
    const { delivery } = await buildDelivery(t.app, owner);
    const { db } = t.app.services;
    await recordAccess(db, entry(delivery.id, 'first'));
    await recordAccess(db, {
      ...entry(delivery.id, 'second'),
      files: ['Deck.pdf'],
      sharedUsers: ['a@x.com'],
    });
    await db.transaction((tx) => recordAccess(tx, entry(delivery.id, 'committed')));
    await expect(
      db.transaction(async (tx) => {
        await recordAccess(tx, entry(delivery.id, 'rolled back'));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');

    const rows = await logRows(delivery.id);
    expect(rows.map((row) => row.access_log_string).sort()).toEqual(['committed', 'first', 'second']);
    expect(rows.find((row) => row.access_log_string === 'second')!.tooltip).toMatchObject({
      files: ['Deck.pdf'],
      shared_users: ['a@x.com'],
    });
    expect(rows.find((row) => row.access_log_string === 'first')!.tooltip.files).toEqual([]);
  });
});
