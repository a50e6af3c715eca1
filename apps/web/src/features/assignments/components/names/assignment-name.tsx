import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';
import './names.css';

/**
 * The delivery's assignment names ('Investor Update 2026'), on one line: cut with an ellipsis only when the
 * line has no room, the whole name in its title (decision 0033). Nothing when there is none.
 */
export function AssignmentName({
  name,
  className = '',
  testId = 'assignment-name',
}: {
  name: string | null | undefined;
  className?: string;
  testId?: string;
}) {
  if (!name) return null;
  return (
    <span className={`assignment-name ${className}`.trim()} title={name} data-testid={testId}>
      <span className="visually-hidden">{L.name}</span>
      {name}
    </span>
  );
}
