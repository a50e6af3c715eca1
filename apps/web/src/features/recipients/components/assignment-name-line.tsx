import './portal-names.css';

/** The delivery's assignment names ('Investor Update 2026') under its batch id; nothing without any. */
export function AssignmentNameLine({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <p className="portal-assignment-name" data-testid="portal-assignment-name">
      {name}
    </p>
  );
}
