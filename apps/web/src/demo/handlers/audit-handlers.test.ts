import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, AUDIT_ACTIONS, AUDIT_MESSAGES, MESSAGES, type AuditEvent } from '@ops/contracts';
import { demoToken } from '../data/accounts';
import { createDemoState } from '../data/demo-state';
import { DEMO_NOW, demoCaller as demo } from '../test-kit/demo-call';
import { demoHandlers } from '.';

const eventsOf = (body: Record<string, unknown>) => body.data as AuditEvent[];

describe('demo audit handlers', () => {
  it('lists the sample trail newest first with the server’s filters, for operations admins only', async () => {
    const call = demo();
    const first = await call(`${API.audit.events}?page_size=25`, { as: 'OA' });
    const all = eventsOf(first.body);
    expect(first.body.total).toBe(all.length);
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
    expect(first.body.next_cursor).toBeNull();

    const byAction = await call(`${API.audit.events}?action=share.created&page_size=25`, { as: 'OA' });
    expect(eventsOf(byAction.body).every((e) => e.action === 'share.created')).toBe(true);
    const actor = all[0]!.actor_id!;
    const byActor = eventsOf((await call(`${API.audit.events}?actor=${actor}`, { as: 'OA' })).body);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actor_id === actor)).toBe(true);
    const lastDay = new Date(DEMO_NOW).toISOString().slice(0, 10);
    const today = eventsOf((await call(`${API.audit.events}?from=${lastDay}`, { as: 'OA' })).body);
    expect(today.length).toBeLessThan(all.length);

    expect(await call(`${API.audit.events}?action=nope`, { as: 'OA' })).toEqual({
      status: 400,
      body: { success: false, message: AUDIT_MESSAGES.badAction },
    });
    expect((await call(API.audit.events, { as: 'SL' })).status).toBe(403);
    expect(await call(API.audit.filters, { as: 'TL' })).toEqual({
      status: 403,
      body: { success: false, message: MESSAGES.forbidden },
    });
    expect((await call(API.audit.events)).status).toBe(401);
  });

  it('reads a cursor as a place in the trail, as the server does, whether or not an event sits there', async () => {
    const call = demo();
    const all = eventsOf((await call(`${API.audit.events}?page_size=100`, { as: 'OA' })).body);
    const third = all[2]!;
    // Just after the third event, with an id no event has: the page starts at the third.
    const cursor = `${Date.parse(third.at) + 1}_999999999`;
    const after = await call(`${API.audit.events}?page_size=100&cursor=${cursor}`, { as: 'OA' });
    expect(after.status).toBe(200);
    expect(eventsOf(after.body).map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));
    const beyond = await call(`${API.audit.events}?cursor=1_1`, { as: 'OA' });
    expect(eventsOf(beyond.body)).toEqual([]);
  });

  it('offers the actors and clients of the samples and every action', async () => {
    const { body } = await demo()(API.audit.filters, { as: 'OA' });
    expect((body.actions as { value: string }[]).map((a) => a.value)).toEqual([...AUDIT_ACTIONS]);
    expect((body.actors as unknown[]).length).toBeGreaterThan(1);
    expect((body.clients as unknown[]).length).toBeGreaterThan(0);
  });

  it('lists the actors and clients by name, as the server orders them', async () => {
    const { body } = await demo()(API.audit.filters, { as: 'OA' });
    const names = (list: unknown) => (list as { name: string }[]).map((x) => x.name);
    const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));
    expect(names(body.actors)).toEqual(sorted(names(body.actors)));
    expect(names(body.clients)).toEqual(sorted(names(body.clients)));
  });

  it('exports the filtered samples as a formula-safe CSV', async () => {
    const handlers = demoHandlers(createDemoState(DEMO_NOW));
    const response = await getResponse(
      handlers,
      new Request(new URL(`${API.audit.export}?action=staff.invited`, location.origin), {
        headers: { authorization: `Bearer ${demoToken('OA')}` },
      }),
    );
    expect(response?.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The server's disposition: an ASCII name and the UTF-8 one.
    expect(response?.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-trail-[\d-]+\.csv"; filename\*=UTF-8''audit-trail-[\d-]+\.csv$/,
    );
    const lines = (await response!.text()).split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFF?Time \(UTC\),Person,/);
    expect(lines.slice(1).length).toBeGreaterThan(0);
    expect(lines.slice(1).every((l) => l.includes(',staff.invited,'))).toBe(true);
  });
});
