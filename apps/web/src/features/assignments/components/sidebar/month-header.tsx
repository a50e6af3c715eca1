import { memo } from 'react';

/** A month of the list; collapses and expands its cards. */
export const MonthHeader = memo(function MonthHeader({
  month,
  title,
  count,
  expanded,
  onToggle,
}: {
  month: string;
  title: string;
  count: number;
  expanded: boolean;
  onToggle: (month: string) => void;
}) {
  return (
    <button
      type="button"
      className="asgn-month"
      aria-expanded={expanded}
      aria-label={`${title} (${count})`}
      data-testid="month-header"
      data-month={month}
      onClick={() => onToggle(month)}
    >
      <svg className="asgn-month__chevron" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="asgn-month__title">{title}</span>
      {/* Keeps the visible words apart, so the name ('May 2026 (3)') contains them: a flex gap is no space. */}{' '}
      <span className="asgn-month__count">{count}</span>
    </button>
  );
});
