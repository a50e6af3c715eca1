import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { auditSystem } from './index.js';

describe('the audit trail is append-only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await auditSystem(t.app.services, { action: 'settings.changed', targetType: 'setting', targetId: 'x' });
  });
  afterAll(() => t.close());

  it('keeps what was written', async () => {
    const rows = await t.app.services.db.select().from(auditEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'settings.changed', target_id: 'x', actor_id: null });
  });

  it.each([
    ['UPDATE', sql`update audit_events set action = 'auth.login.succeeded'`],
    ['DELETE', sql`delete from audit_events`],
    ['TRUNCATE', sql`truncate audit_events`],
  ])('refuses %s, even to the app itself', async (_op, statement) => {
    const error = await t.app.services.db.execute(statement).then(
      () => null,
      (e: Error) => e,
    );
    expect(String((error?.cause as Error | undefined)?.message)).toMatch(/append-only/);
    const rows = await t.app.services.db.select().from(auditEvents);
    expect(rows.map((r) => r.action)).toEqual(['settings.changed']);
  });
});
