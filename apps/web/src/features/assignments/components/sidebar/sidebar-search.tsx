import { FieldError } from '@/shared/ui/field-error';

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
        Search assignments
      </label>
      <input
        id={id}
        name="search"
        type="search"
        className="field__input"
        placeholder="Search assignments"
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
