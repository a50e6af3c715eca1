import type { ReactNode } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { INTAKE_TEXTS } from '../lib/intake-texts';

/** A card's list while it loads, when it failed, when it is empty, or the list itself. */
export function CardListState({
  loading,
  failed,
  failedText,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  failed: boolean;
  failedText: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading)
    return (
      <p className="intake-card__text" role="status">
        <Spinner /> {INTAKE_TEXTS.loading}
      </p>
    );
  if (failed)
    return (
      <p className="intake-card__text" role="alert">
        {failedText}
      </p>
    );
  if (empty) return <p className="intake-card__text">{emptyText}</p>;
  return <>{children}</>;
}
