import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { PANEL_TEXTS } from '@/features/clients/lib/record-texts';

interface RecordCardProps {
  title: string;
  subtitle?: ReactNode;
  badges?: ReactNode;
  onEdit: () => void;
  editing?: boolean;
  /** Shown when the card is expanded. */
  children: ReactNode;
  testId?: string;
}

/** A list card that expands to show every detail and opens its record in the form. */
export function RecordCard({
  title,
  subtitle,
  badges,
  onEdit,
  editing = false,
  children,
  testId,
}: RecordCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <article
      className={`record-card${open ? ' is-open' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <header className="record-card__head">
        <div className="record-card__summary">
          <h3 id={`${id}-title`} className="record-card__title">
            {title}
          </h3>
          {subtitle && <p className="record-card__subtitle">{subtitle}</p>}
          {badges && <div className="record-card__badges">{badges}</div>}
        </div>
        <div className="record-card__actions">
          <Button
            variant="secondary"
            className="btn--small"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={() => setOpen((v) => !v)}
          >
            {PANEL_TEXTS.details}
          </Button>
          <Button className="btn--small" loading={editing} onClick={onEdit}>
            {FIELD_TEXTS.edit}
          </Button>
        </div>
      </header>
      <div id={`${id}-details`} className="record-card__details" hidden={!open}>
        {open && children}
      </div>
    </article>
  );
}
