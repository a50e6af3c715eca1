import { FieldError } from '@/shared/ui/field-error';
import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';

/** The sidebar's search box; the shared rule's message shows under it (symbols are not allowed). */
export function SidebarSearch({
  id,
  value,
  problem,
  onChange,
}: {
  id: string;
  value: string;
  problem: string | null;
  onChange: (text: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="field asgn-sidebar__search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {L.search}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        className="field__input"
        placeholder={L.search}
        autoComplete="off"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={problem ?? undefined} testId="search-error" />
    </div>
  );
}
