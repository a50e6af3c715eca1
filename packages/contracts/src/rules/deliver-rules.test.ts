import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { DELIVER_RULE_CASES } from './deliver-rule-cases.js';
import { committedWindow, deliverGroupRefusal, latestCommitted } from './deliver-rules.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const checks = { flow: 'new' as const, isNewGroup: () => true, now: NOW, windowDays: 365 };

describe('the deliver group checks', () => {
  it.each(DELIVER_RULE_CASES)('$name', ({ groups, refusal }) => {
    const input = { delivery_id: 'B-1', share_emails: [], groups: groups('WA-1', 'WA-2', NOW) };
    expect(deliverGroupRefusal(input as never, checks)).toBe(refusal ? refusal('WA-1', NOW) : null);
  });

  it('holds the committed delivery to the window either side of now, unless it is the stored one sent back', () => {
    const far = '2028-01-01T00:00:00.000Z';
    const input = {
      delivery_id: 'B-1',
      share_emails: [],
      groups: [
        { assignment_ids: ['WA-1'], source_files: ['a'], target_files: ['b'], committed_delivery: far },
      ],
    };
    const { dates } = committedWindow(NOW, 365);
    expect(dates).toEqual({ from: '2025-11-28', to: '2027-11-28' });
    expect(deliverGroupRefusal(input as never, checks)).toBe(
      DELIVERY_MESSAGES.committedWindow(dates.from, dates.to),
    );
    expect(deliverGroupRefusal(input as never, { ...checks, keptCommitted: () => new Date(far) })).toBeNull();
    const update = { ...input, groups: [{ ...input.groups[0]!, committed_delivery: undefined }] };
    expect(deliverGroupRefusal(update as never, { ...checks, flow: 'update' })).toBe(
      DELIVERY_MESSAGES.committedRequired(1),
    );
    expect(latestCommitted(input as never)?.toISOString()).toBe(far);
  });
});
