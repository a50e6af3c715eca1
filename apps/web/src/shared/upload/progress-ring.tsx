const RING = { cx: 8, cy: 8, r: 6, fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;
const RING_LENGTH = 2 * Math.PI * RING.r;

/** A ring filled to `percent` of its length, drawn from 12 o'clock; the figure beside it is the caller's. */
export function ProgressRing({ percent, size = 16 }: { percent: number; size?: number }) {
  const filled = (Math.max(0, Math.min(100, percent)) / 100) * RING_LENGTH;
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" data-percent={percent}>
      <circle {...RING} strokeOpacity="0.25" />
      {filled > 0 && (
        <circle
          {...RING}
          strokeDasharray={`${filled} ${RING_LENGTH}`}
          transform="rotate(-90 8 8)"
          className="progress-ring__fill"
        />
      )}
    </svg>
  );
}
