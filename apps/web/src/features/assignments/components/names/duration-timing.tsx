import { DURATION_TIMING_TEXTS, durationTiming } from '@ops/contracts';
import './names.css';

/**
 * 'early' or 'late' beside a duration, whose text stays as the spec writes it ('-0 Day, 18 Hrs'): a leading
 * minus is late (decision 0033). Nothing without a duration.
 */
export function DurationTiming({ duration }: { duration: string | null | undefined }) {
  const timing = durationTiming(duration);
  if (!timing) return null;
  const text = DURATION_TIMING_TEXTS[timing];
  return (
    <span className={`duration-timing is-${timing}`} data-testid="duration-timing" title={text.description}>
      {text.word}
    </span>
  );
}
