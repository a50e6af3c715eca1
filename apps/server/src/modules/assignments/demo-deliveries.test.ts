import path from 'node:path';
import { API } from '@ops/contracts';
import { isNull, notExists, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { download } from '@/test/download.js';
import { buildSignedInUser } from '@/test/factories.js';
import { seedDemoClients } from '../clients/index.js';
import { seedDemoDeliveries } from './demo-deliveries.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds deliveries once across live and archive, with real downloadable files, comments and logs', async () => {
  const { db, storage } = t.app.services;
  await seedDemoClients(db, t.clock.now());
  const tracker = path.join(t.dataDir, 'tracker.csv');
  expect(await seedDemoDeliveries(db, storage, t.clock.now(), tracker, 60)).toBe(60);
  expect(await seedDemoDeliveries(db, storage, t.clock.now(), tracker, 60)).toBe(0);

  const api = apiClient(t.app);
  const { token } = await buildSignedInUser(t.app);
  const recent = (await api.get(API.assignments.list, token)).json().data;
  const archive = (await api.get(API.assignments.archiveList, token)).json().data;
  const recentIds = recent.months.flatMap((m: { info: { id: number }[] }) => m.info.map((i) => i.id));
  expect(recentIds.length).toBeGreaterThan(0);
  expect(archive.months.length).toBeGreaterThan(0);
  expect(recent.archive_count).toBe(archive.archive_count);

  const detail = (await api.get(API.assignments.byId(recentIds[0]), token)).json().last_assignment;
  const pdfLink =
    detail.target_versions[0].files[0].links.pdf ?? detail.target_versions[0].files[0].links.srt;
  const file = await download(t.app, pdfLink, token);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.length).toBeGreaterThan(50);
  expect((await api.get(API.assignments.comments(recentIds[0]), token)).json().data.length).toBeGreaterThan(
    0,
  );
  expect((await api.get(API.assignments.sharingFile(recentIds[0]), token)).json().shared_log).toHaveLength(1);
  // Undelivered assignments, so the wizard has something to deliver on a fresh install.
  const undelivered = await db
    .select()
    .from(workspaceAssignments)
    .where(
      notExists(
        db
          .select()
          .from(deliveryAssignments)
          .where(eq(deliveryAssignments.assignment_id, workspaceAssignments.id)),
      ),
    );
  expect(undelivered).toHaveLength(12);
  expect(new Set(undelivered.map((a) => a.client_id)).size).toBe(3);
  expect(undelivered.every((a) => a.entity_id !== null && a.requester_email?.includes('@'))).toBe(true);
  // Every assignment, delivered or not, has its entity and a requester e-mail.
  expect(
    await db.select().from(workspaceAssignments).where(isNull(workspaceAssignments.requester_email)),
  ).toEqual([]);
  const options = (await api.get(API.deliveries.assignmentOptions, token)).json().data;
  expect(options.length).toBeGreaterThanOrEqual(6);
  const batch = await api.post(
    API.deliveries.detailAssignment,
    { assignment_id: [], delivery_id: 'DEMO-BATCH-1' },
    token,
  );
  expect(
    batch
      .json()
      .data.map((a: { assignment_id: string }) => a.assignment_id)
      .sort(),
  ).toEqual(['WS-50001', 'WS-50002']);
  // The sample tracker makes sync work out of the box.
  const synced = await api.post(API.assignments.sync, { delivery_id: recentIds[0] }, token);
  expect(synced.json()).toEqual({ success: true, message: 'Delivery synced with the tracking sheet.' });
});
