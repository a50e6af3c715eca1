import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../audit/audit-actions.js';
import { afterAuditCursor, auditCursor, auditFilterOptions } from './audit-rules.js';

describe('the audit trail’s rules', () => {
  it('names the next page by the last row’s time in milliseconds and its id, from a Date or its text', () => {
    const at = '2026-03-01T10:00:00.123Z';
    expect(auditCursor({ at, id: 7 })).toBe(`${Date.parse(at)}_7`);
    expect(auditCursor({ at: new Date(at), id: 7 })).toBe(auditCursor({ at, id: 7 }));
  });

  it('puts after a cursor the older rows and, at its time, the smaller ids, whether or not a row sits there', () => {
    const at = '2026-11-30T10:00:00.000Z';
    const cursor = auditCursor({ at, id: 50 });
    expect(afterAuditCursor({ at, id: 49 }, cursor)).toBe(true);
    expect(afterAuditCursor({ at, id: 50 }, cursor)).toBe(false);
    expect(afterAuditCursor({ at: '2026-11-30T09:59:59.999Z', id: 900 }, cursor)).toBe(true);
    expect(afterAuditCursor({ at: '2026-11-30T10:00:00.001Z', id: 1 }, cursor)).toBe(false);
  });

  it('offers the actors by name, the clients as given and every action', () => {
    const options = auditFilterOptions(
      [
        { id: 1, email: 'ada@x.example', first_name: 'Ada', last_name: 'Lovelace' },
        { id: 2, email: 'nameless@x.example', first_name: '', last_name: null },
      ],
      [{ id: 3, name: 'Acme' }],
    );
    expect(options).toMatchObject({
      success: true,
      actors: [
        { id: 1, email: 'ada@x.example', name: 'Ada Lovelace' },
        { id: 2, email: 'nameless@x.example', name: '' },
      ],
      clients: [{ id: 3, name: 'Acme' }],
    });
    expect(options.actions.map((a) => a.value)).toEqual([...AUDIT_ACTIONS]);
  });
});
