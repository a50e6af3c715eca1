import type { OverallStatus, UploadStatus } from './types';

export interface Sample {
  at: number;
  bytes: number;
}

/** Speed is measured over this window, so a stalled upload drops towards 0 within it. */
const SPEED_WINDOW_MS = 5000;
const MIN_SPAN_MS = 250;

/** Keeps the samples of the window plus the last one before it (the base of the measure). */
export function pushSample(samples: Sample[], sample: Sample): Sample[] {
  const next = [...samples, sample];
  const from = sample.at - SPEED_WINDOW_MS;
  let first = 0;
  while (first + 1 < next.length && next[first + 1]!.at <= from) first++;
  return next.slice(first);
}

/** Bytes per second between the oldest kept sample and now; 0 until a quarter second has passed. */
export function speedOf(samples: Sample[], now: number): number {
  const base = samples[0];
  const last = samples[samples.length - 1];
  if (!base || !last) return 0;
  const span = Math.max(now, last.at) - base.at;
  if (span < MIN_SPAN_MS) return 0;
  return Math.max(0, ((last.bytes - base.bytes) * 1000) / span);
}

export function etaSeconds(remaining: number, speed: number): number | null {
  if (remaining <= 0) return 0;
  return speed > 0 ? Math.ceil(remaining / speed) : null;
}

export function overallStatus(statuses: UploadStatus[], started: boolean): OverallStatus {
  if (!started || statuses.length === 0) return 'idle';
  if (statuses.every((s) => s === 'success')) return 'success';
  if (statuses.some((s) => s === 'in-queue' || s === 'uploading')) return 'uploading';
  return 'failed';
}

/** '45 s', '3 min 5 s', '2 h 10 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/**
 * The percentage shown for a file or the whole upload: 100 only once it is really complete (the last part's
 * complete call answered), so the ring, the figure and the Deliver button never disagree.
 */
export function shownPercent(fraction: number, complete: boolean): number {
  if (complete) return 100;
  return Math.max(0, Math.min(99, Math.floor(fraction * 100)));
}
