import { memo, useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { Figure } from '../lib/figures';
import { TEXTS } from '../lib/texts';
import { FigureChart } from './figure-chart';
import { FigureTable } from './figure-table';

/**
 * A figure under its heading, as a chart or, at the press of a button, as a table of the same numbers.
 * Drawn again only when its numbers change, not as the filters or the call's state do.
 */
export const FigureCard = memo(function FigureCard({ figure }: { figure: Figure }) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const headingId = `${id}-title`;
  const bodyId = `${id}-body`;
  return (
    <div
      className={`insight-figure${asTable ? ' insight-figure--table' : ''}`}
      data-testid={`insight-figure-${figure.id}`}
    >
      <div className="insight-figure__head">
        <h3 id={headingId} className="insight-figure__title">
          {figure.title}
        </h3>
        {/* The heading tells which figure the button switches, wherever a screen reader meets it. */}
        <Button
          variant="ghost"
          className="insight-figure__switch"
          aria-describedby={headingId}
          aria-controls={bodyId}
          onClick={() => setAsTable((table) => !table)}
        >
          {asTable ? TEXTS.showChart : TEXTS.showTable}
        </Button>
      </div>
      <div id={bodyId}>{asTable ? <FigureTable figure={figure} /> : <FigureChart figure={figure} />}</div>
    </div>
  );
});
