import type { ReactNode } from 'react';
import { ScrollRegion } from '@/shared/ui/scroll-region';

/** The page's tables: a caption naming them, column headings, and rows as children. */
export function IntakeTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption} className="intake-table-scroll">
      <table className="intake-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
