import { describe, expect, it } from 'vitest';
import { LIST_WINDOW_DEFAULTS, archiveCutoff, isLiveAt, recentViewStart } from './list-windows.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');
const { archiveAfterDays } = LIST_WINDOW_DEFAULTS;

describe('the lists’ windows', () => {
  it('puts a delivery in the archive once it is older than the archive’s days, the cutoff itself live', () => {
    expect(archiveCutoff(NOW, 90)).toBe(NOW - 90 * DAY);
    expect(isLiveAt(NOW - 90 * DAY, NOW, archiveAfterDays)).toBe(true);
    expect(isLiveAt(NOW - 90 * DAY - 1, NOW, archiveAfterDays)).toBe(false);
  });

  it('starts the recent view its days before now, or before the archive’s cutoff', () => {
    const days = { recentDays: 30, archiveAfterDays: 90 };
    expect(recentViewStart('live', NOW, days)).toBe(NOW - 30 * DAY);
    expect(recentViewStart('archive', NOW, days)).toBe(NOW - 120 * DAY);
  });
});
