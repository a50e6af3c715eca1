import { useId } from 'react';
import type { ReactNode } from 'react';

interface AccordionCardProps {
  title: string;
  /** Always visible under the title (counts, dates). */
  summary?: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}

/** A card whose body opens and closes from its title button (aria-expanded). */
export function AccordionCard({ title, summary, expanded, onToggle, testId, children }: AccordionCardProps) {
  const bodyId = useId();
  return (
    <section
      className={`detail-card accordion-card${expanded ? ' accordion-card--open' : ''}`}
      data-testid={testId}
    >
      <h3 className="accordion-card__title">
        <button type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span>{title}</span>
          <svg
            className="accordion-card__chevron"
            viewBox="0 0 20 20"
            width="16"
            height="16"
            aria-hidden="true"
          >
            <path
              d="m5 7.5 5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </h3>
      {summary && <div className="accordion-card__summary">{summary}</div>}
      <div id={bodyId} className="accordion-card__body" hidden={!expanded}>
        {expanded && children}
      </div>
    </section>
  );
}
