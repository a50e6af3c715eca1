import { describe, expect, it } from 'vitest';
import { assignmentNameOf, durationText, durationTiming, isLate } from './duration.js';

const at = (iso: string) => new Date(iso);

describe('durationText', () => {
  it('is committed minus actual, negative when late', () => {
    expect(durationText(at('2026-11-02T09:00:00Z'), at('2026-11-03T03:00:00Z'))).toBe('-0 Day, 18 Hrs');
    expect(durationText(at('2026-11-05T12:00:00Z'), at('2026-11-03T08:30:00Z'))).toBe('2 Days, 3 Hrs');
    expect(durationText(at('2026-11-05T12:00:00Z'), at('2026-11-04T11:00:00Z'))).toBe('1 Day, 1 Hrs');
    expect(durationText(at('2026-11-05T12:00:00Z'), at('2026-11-05T12:00:00Z'))).toBe('0 Day, 0 Hrs');
    expect(durationText(at('2026-11-01T00:00:00Z'), at('2026-11-04T06:59:00Z'))).toBe('-3 Days, 6 Hrs');
  });

  it('is null without both times, and red only when late', () => {
    expect(durationText(null, at('2026-11-01T00:00:00Z'))).toBeNull();
    expect(isLate('-0 Day, 18 Hrs')).toBe(true);
    expect(isLate('0 Day, 0 Hrs')).toBe(false);
    expect(isLate(null)).toBe(false);
  });
});

describe('durationTiming', () => {
  it("reads a leading minus as late and anything else as early, the spec's red and green", () => {
    expect(durationTiming('-1 Day, 5 Hrs')).toBe('late');
    expect(durationTiming('-0 Day, 18 Hrs')).toBe('late');
    expect(durationTiming('2 Days, 3 Hrs')).toBe('early');
    expect(durationTiming('0 Day, 0 Hrs')).toBe('early');
    expect(durationTiming(null)).toBeNull();
    expect(durationTiming('  ')).toBeNull();
  });
});

describe('assignmentNameOf', () => {
  it("joins the assignments' names once each, and is null without any", () => {
    expect(assignmentNameOf(['Investor Update 2026'])).toBe('Investor Update 2026');
    expect(assignmentNameOf(['Investor Update 2026', ' Board Deck ', 'Investor Update 2026'])).toBe(
      'Investor Update 2026, Board Deck',
    );
    expect(assignmentNameOf([])).toBeNull();
    expect(assignmentNameOf(['', null])).toBeNull();
  });
});
