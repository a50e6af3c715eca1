import type { ReactNode } from 'react';

type DetailItem = [label: string, value: ReactNode];

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** Label and value pairs of a record. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="detail-list">
      {items.map(([label, value]) => (
        <div key={label} className="detail-list__item">
          <dt>{label}</dt>
          <dd>{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
