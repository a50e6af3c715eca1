import { describe, expect, it } from 'vitest';
import { NO_FILTERS, rangeBackwards, toAuditQuery } from './audit-query';

describe('toAuditQuery', () => {
  it('sends chosen ids and whole local days as instants', () => {
    const query = toAuditQuery({
      actor: 3,
      action: 'share.created',
      client: 7,
      from: '2026-03-02',
      to: '2026-03-04',
    });
    expect(query).toEqual({
      actor: 3,
      action: 'share.created',
      client: 7,
      from: new Date(2026, 2, 2, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 2, 4, 23, 59, 59, 999).toISOString(),
    });
  });

  it('leaves out what is not chosen, and spots a backwards range', () => {
    expect(toAuditQuery(NO_FILTERS)).toEqual({});
    expect(JSON.stringify(toAuditQuery(NO_FILTERS))).toBe('{}');
    expect(rangeBackwards({ ...NO_FILTERS, from: '2026-03-05', to: '2026-03-04' })).toBe(true);
    expect(rangeBackwards({ ...NO_FILTERS, from: '2026-03-04', to: '2026-03-04' })).toBe(false);
  });
});
