import { eq, sql } from 'drizzle-orm';
import { CATALOGUE_SEED, serviceCategoryOf } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, deliveryVersions } from '@/db/delivery-schema.js';
import { insightVersions } from '@/db/insight-schema.js';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

// Insights' read model (migration 0028): its SQL functions against the contracts' rules they copy, and the
// triggers that keep it current.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.services.db.execute(query)) as unknown as { rows: { value: T }[] }).rows[0]!.value;

describe('the insights columns', () => {
  const names = [
    ...CATALOGUE_SEED.map((s) => s.name),
    'EZW workflow',
    'Brezwick Data',
    'Localization QA',
    'Subtitling',
    'Market research',
    'Something else',
    '',
  ];
  it.each(names)('puts “%s” in the category serviceCategoryOf gives', async (name) => {
    const services = JSON.stringify([{ service: name, sub_services: [] }]);
    expect(await one<string[]>(sql`select service_categories(${services}::jsonb) as value`)).toEqual([
      serviceCategoryOf(name),
    ]);
  });

  it('sums the units of each type, singular or plural, any case; ignores what is not a number', async () => {
    const services = JSON.stringify([
      {
        service: 'Translation',
        sub_services: [
          { unit_type: 'Words', unit_count: 1000 },
          { unit_type: 'word', unit_count: 250.5 },
          { unit_type: 'Pages', unit_count: 3 },
          { unit_type: 'Words', unit_count: 'many' },
        ],
      },
      { service: 'Video', sub_services: [{ unit_type: 'MINUTES', unit_count: 12 }] },
      { service: 'Broken' },
    ]);
    const units = (unit: string) =>
      one<string>(sql`select insight_units(${services}::jsonb, ${unit}) as value`);
    expect(Number(await units('word'))).toBe(1250.5);
    expect(Number(await units('minute'))).toBe(12);
    expect(Number(await units('image'))).toBe(0);
    expect(await one<string[]>(sql`select service_categories('"not a list"'::jsonb) as value`)).toEqual([]);
  });
});

describe('the insight_versions read model', () => {
  it('follows a delivery as the app writes it: its services, a new version, a version taken back', async () => {
    const { token } = await buildSignedInUser(t.app, { userType: 'OA' });
    const made = await buildClient(apiClient(t.app), token);
    const { delivery } = await buildDelivery(t.app, {
      clientId: made.client.client_id as number,
      entityId: made.entity.id as number,
    });
    const { db } = t.app.services;
    const rows = () => db.select().from(insightVersions).where(eq(insightVersions.delivery_id, delivery.id));
    // The factory writes the version, then the delivery's summaries: the row has the services' figures.
    expect(await rows()).toEqual([
      expect.objectContaining({
        version: 1,
        client_id: made.client.client_id,
        words: 1200,
        categories: ['TR'],
        delivered_at: delivery.actual_delivery,
      }),
    ]);
    await db
      .update(deliveries)
      .set({ summary_services: [{ service: 'Graphic Design', sub_services: [] }] })
      .where(eq(deliveries.id, delivery.id));
    expect(await rows()).toEqual([expect.objectContaining({ words: 0, categories: ['GD'] })]);
    const later = new Date(delivery.actual_delivery.getTime() + 3_600_000);
    await db
      .insert(deliveryVersions)
      .values({ delivery_id: delivery.id, version: 2, actual_delivery: later });
    expect((await rows()).map((r) => [r.version, r.words, r.delivered_at])).toEqual(
      expect.arrayContaining([
        [1, 0, delivery.actual_delivery],
        [2, 0, later],
      ]),
    );
    await db
      .update(deliveryVersions)
      .set({ actual_delivery: null })
      .where(eq(deliveryVersions.delivery_id, delivery.id));
    expect(await rows()).toEqual([]);
  });
});
