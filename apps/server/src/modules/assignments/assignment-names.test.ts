import { API } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { refreshDeliverySummaries } from './delivery-summary.js';
import { bumpListVersion } from './list-cache.js';
import { assignmentNamesOf } from './assignment-names.js';

const ctx = useDeliveryWorld();

type Card = { id: number; assignment_name?: string | null };
const cardsOf = (body: { data: { months: { info: Card[] }[] } }) => body.data.months.flatMap((m) => m.info);

describe('the assignment name on cards and in the detail (decision 0033)', () => {
  it('answers the names of each card’s assignments in every list shape, and in the detail', async () => {
    const db = ctx.t.app.services.db;
    const one = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      assignmentName: 'Investor Update 2026',
    });
    const two = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      assignmentName: 'Annual Report 2026',
    });
    // A second assignment of the second delivery: both names, in the assignments' id order.
    await db.insert(workspaceAssignments).values({
      id: `WS-zz-${two.delivery.id}`,
      name: 'Board Deck Q4',
      client_id: ctx.w.client.id,
      requester_name: 'Priya Raman',
    });
    await db
      .insert(deliveryAssignments)
      .values({ delivery_id: two.delivery.id, assignment_id: `WS-zz-${two.delivery.id}` });
    await refreshDeliverySummaries(db, [two.delivery.id]);
    await bumpListVersion(db);

    const expected = new Map([
      [one.delivery.id, 'Investor Update 2026'],
      [two.delivery.id, 'Annual Report 2026, Board Deck Q4'],
    ]);
    const month = one.delivery.actual_delivery.toISOString().slice(0, 7);
    for (const query of ['', `?page=1`, `?month=${month}`, `?month=${month}&page=1`, '?search=priya']) {
      const cards = cardsOf((await ctx.w.api.get(`${API.assignments.list}${query}`, ctx.token)).json());
      for (const [id, name] of expected) {
        expect(
          cards.find((c) => c.id === id),
          `${query} ${id}`,
        ).toMatchObject({ assignment_name: name });
      }
    }
    const detail = (await ctx.w.api.get(API.assignments.byId(two.delivery.id), ctx.token)).json();
    expect(detail.last_assignment.assignment_name).toBe('Annual Report 2026, Board Deck Q4');
  });

  it('reads the names of many deliveries at once, and none for a delivery without assignments', async () => {
    const built = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      assignmentName: 'Sales Kickoff',
    });
    const names = await assignmentNamesOf(ctx.t.app.services.db, [
      built.delivery.id,
      built.delivery.id,
      999_999,
    ]);
    expect(names.get(built.delivery.id)).toEqual(['Sales Kickoff']);
    expect(names.has(999_999)).toBe(false);
  });

  it('reads the names of a whole month of cards, more than one read holds', async () => {
    const make = (assignmentName: string) =>
      buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id, assignmentName });
    const first = await make('Catalogue Spring');
    const last = await make('Catalogue Autumn');
    const absent = (from: number) => Array.from({ length: 700 }, (_, i) => 5_000_000 + from + i);
    const ids = [first.delivery.id, ...absent(0), ...absent(700), last.delivery.id];
    const names = await assignmentNamesOf(ctx.t.app.services.db, ids);
    expect(Object.fromEntries(names)).toEqual({
      [first.delivery.id]: ['Catalogue Spring'],
      [last.delivery.id]: ['Catalogue Autumn'],
    });
  });
});
