import { describe, expect, it } from 'vitest';
import { etaSeconds, formatDuration, overallStatus, pushSample, speedOf } from './progress-math';

describe('progress math', () => {
  it('measures speed over the last five seconds', () => {
    let samples = pushSample([], { at: 0, bytes: 0 });
    samples = pushSample(samples, { at: 2000, bytes: 2000 });
    expect(speedOf(samples, 2000)).toBe(1000);
    samples = pushSample(samples, { at: 8000, bytes: 2000 });
    // The 0 s sample left the window; 2 s is the base: nothing sent since.
    expect(samples.map((s) => s.at)).toEqual([2000, 8000]);
    expect(speedOf(samples, 8000)).toBe(0);
  });

  it('reports no speed before a quarter second has passed', () => {
    expect(speedOf([], 10)).toBe(0);
    expect(
      speedOf(
        [
          { at: 0, bytes: 0 },
          { at: 100, bytes: 5000 },
        ],
        100,
      ),
    ).toBe(0);
  });

  it('gives the time left in whole seconds, unknown without speed', () => {
    expect(etaSeconds(1000, 300)).toBe(4);
    expect(etaSeconds(1000, 0)).toBeNull();
    expect(etaSeconds(0, 0)).toBe(0);
  });

  it('follows the overall status rules', () => {
    expect(overallStatus([], true)).toBe('idle');
    expect(overallStatus(['in-queue'], false)).toBe('idle');
    expect(overallStatus(['success', 'success'], true)).toBe('success');
    expect(overallStatus(['success', 'uploading', 'failed'], true)).toBe('uploading');
    expect(overallStatus(['failed', 'in-queue'], true)).toBe('uploading');
    expect(overallStatus(['success', 'failed'], true)).toBe('failed');
  });

  it('formats durations', () => {
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
    expect(formatDuration(7800)).toBe('2 h 10 min');
  });
});
