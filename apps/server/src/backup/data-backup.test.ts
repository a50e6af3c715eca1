import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { deliveries, fileObjects } from '../db/delivery-schema.js';
import { buildTestApp } from '../test/build-app.js';
import { deliveryWorld } from '../test/deliver-kit.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { backupDataDir, restoreDataDir } from './data-backup.js';

/** The embedded database of a data folder, migrated as `npm start` would. */
async function openOnDisk(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  await database.migrate();
  return database;
}

const root = await mkdtemp(path.join(os.tmpdir(), 'ops-backup-'));
afterAll(() => rm(root, { recursive: true, force: true }));

it(
  'restores the embedded database and the stored files into an empty folder: same deliveries, same bytes',
  { timeout: 120_000 },
  async () => {
    // A data folder with a delivery and its files, as `npm start` keeps one.
    const original = path.join(root, 'original');
    const t = await buildTestApp({
      database: await openOnDisk(original),
      dataDir: original,
    });
    const w = await deliveryWorld(t);
    await buildDelivery(t.app, { clientId: w.client.id, entityId: w.entity.id });
    const { db } = t.app.services;
    const before = await db.select().from(deliveries);
    const objects = await db.select().from(fileObjects);
    expect(objects.length).toBeGreaterThan(0);
    const bytes = await Promise.all(
      objects.map((o) => readFile(path.join(original, 'storage', o.storage_key))),
    );
    await t.close();

    const archive = path.join(root, 'backups', 'console.tar.gz');
    await backupDataDir(original, archive);

    // Into a folder that holds data already: refused, nothing touched.
    const occupied = path.join(root, 'occupied');
    await buildTestApp({ dataDir: occupied }).then((other) => other.app.close());
    await writeFile(path.join(occupied, 'keep.txt'), 'mine');
    await expect(restoreDataDir(archive, occupied)).rejects.toThrow(/not empty/);
    expect(await readFile(path.join(occupied, 'keep.txt'), 'utf8')).toBe('mine');

    const restored = path.join(root, 'restored');
    await restoreDataDir(archive, restored);
    const back = await buildTestApp({
      database: await openOnDisk(restored),
      dataDir: restored,
    });
    try {
      const after = await back.app.services.db.select().from(deliveries);
      expect(after.map((d) => [d.id, d.batch_id])).toEqual(before.map((d) => [d.id, d.batch_id]));
      const restoredObjects = await back.app.services.db.select().from(fileObjects);
      expect(restoredObjects.map((o) => o.storage_key)).toEqual(objects.map((o) => o.storage_key));
      for (const [i, o] of restoredObjects.entries()) {
        expect((await readFile(path.join(restored, 'storage', o.storage_key))).equals(bytes[i]!)).toBe(true);
      }
      expect(await readFile(path.join(restored, 'signing.secret'), 'utf8')).toBe(
        await readFile(path.join(original, 'signing.secret'), 'utf8'),
      );
    } finally {
      await back.close();
    }
  },
);
