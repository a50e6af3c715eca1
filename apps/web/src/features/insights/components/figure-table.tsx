import { DASH } from '@/shared/dates/date-format';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { columnLabel, formatValue, type Figure } from '../lib/figures';

/**
 * One figure's numbers as a table: a row per month (with the same month a year earlier beside each
 * measure), client or category. Under 600 px each row becomes a card (ui.css `.table-cards`); wider, a
 * table too wide for its card scrolls in its own region, which a keyboard can reach and scroll.
 */
export function FigureTable({ figure }: { figure: Figure }) {
  const columns = figure.measures.flatMap((measure, index) => [
    { key: `c${index}`, label: columnLabel(measure), index, earlier: false, kind: measure.kind },
    ...(figure.byMonth
      ? [{ key: `p${index}`, label: columnLabel(measure, true), index, earlier: true, kind: measure.kind }]
      : []),
  ]);
  return (
    <ScrollRegion label={figure.title} className="insight-table__scroll table-cards-scroll">
      <table className="insight-table table-cards" data-testid={`insight-table-${figure.id}`}>
        <caption className="visually-hidden">{figure.title}</caption>
        <thead>
          <tr>
            <th scope="col">{figure.rowHeader}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figure.rows.map((row) => (
            <tr key={row.key} data-row={row.fileLabel}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => {
                const value = (column.earlier ? row.previous : row.values)?.[column.index] ?? null;
                return (
                  <td key={column.key} data-label={column.label}>
                    {formatValue(column.kind, value, DASH)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
