import { describe, expect, it } from 'vitest';
import { LEGACY_COMMITTED_CASES } from './legacy-deliver-cases.js';
import { legacyCommitted, legacyUpdateInput } from './legacy-deliver.js';

const now = new Date('2026-11-28T12:00:00.000Z');
const kept = new Date('2026-10-01T09:00:00.000Z');

describe('the older update call committed delivery', () => {
  it.each(LEGACY_COMMITTED_CASES)('$name', ({ value, outcome }) => {
    const expected =
      outcome === 'now' ? now.toISOString() : outcome === 'kept' ? kept.toISOString() : outcome.at;
    expect(legacyCommitted(value, kept, now)).toBe(expected);
  });

  it('is now when the group and the delivery have none', () => {
    expect(legacyCommitted(undefined, null, now)).toBe(now.toISOString());
  });
});

describe('the older update call', () => {
  it('continues the group holding the first assignment, which takes the others, with its files', () => {
    const groups = [
      { assignment_ids: ['WS-1'], committed_delivery: null },
      { assignment_ids: ['WS-2', 'WS-3'], committed_delivery: kept },
    ];
    const fields = { assignment_id: ['WS-3', 'WS-4'], delivery_notes: 'Fixed' };
    const files = [
      { fileType: 'target_files' as const, name: 'out.pdf' },
      { fileType: 'source_files' as const, name: 'in.docx' },
    ];
    expect(legacyUpdateInput({ id: 7, committed_delivery: null }, groups, fields, files, now)).toEqual({
      delivery_id: '7',
      current_delivery_time: now.toISOString(),
      share_emails: [],
      groups: [
        {
          assignment_ids: ['WS-2', 'WS-3', 'WS-4'],
          source_files: ['in.docx'],
          target_files: ['out.pdf'],
          delivery_notes: 'Fixed',
          committed_delivery: kept.toISOString(),
        },
      ],
    });
  });
});
