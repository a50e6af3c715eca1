import { useEffect, useMemo, useRef } from 'react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { AssignmentListItem } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { listRows } from '@/features/assignments/lib/list-rows';
import type { ListRow, MonthGroup } from '@/features/assignments/lib/list-rows';
import { AssignmentCard } from './assignment-card';
import { MonthHeader } from './month-header';
import { MoreRow } from './more-row';

const HEADER_SIZE = 44;
const CARD_SIZE = 172;
/**
 * Without layout (a closed phone sidebar, or jsdom in tests) the scroll box and rows measure 0; the list
 * then assumes a screenful and estimated row heights instead of rendering every row at height 0.
 */
const FALLBACK_RECT = { width: 340, height: 800 };

const estimate = (rows: ListRow[]) => (index: number) =>
  rows[index]?.kind === 'card' ? CARD_SIZE : HEADER_SIZE;

/**
 * Month headers, cards and 'show more' rows in one virtual list: only the rows on screen (plus a few) are in
 * the DOM, so a 'show more' row exists only once the user scrolls near it, and then loads the next page.
 */
export function AssignmentList({
  scope,
  months,
  collapsed,
  activeId,
  freshId = null,
  onToggleMonth,
  onSelect,
}: {
  scope: Scope;
  months: MonthGroup[];
  collapsed: ReadonlySet<string>;
  activeId: number | null;
  freshId?: number | null;
  onToggleMonth: (month: string) => void;
  onSelect?: (item: AssignmentListItem) => void;
}) {
  const rows = useMemo(() => listRows(months, collapsed), [months, collapsed]);
  const scrollBox = useRef<HTMLDivElement>(null);
  // No virtualizer function reaches a memoised child, so nothing can go stale (and no compiler runs).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox.current,
    estimateSize: estimate(rows),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 4,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) ||
      estimate(rows)(instance.indexFromElement(element as HTMLElement)),
  });

  // Bring the open delivery into view once, when it changes (a deep link or a redirect to it).
  const activeIndex = rows.findIndex((row) => row.kind === 'card' && row.item.id === activeId);
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (activeId === null || activeIndex < 0 || scrolledTo.current === activeId) return;
    scrolledTo.current = activeId;
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeId, activeIndex, virtualizer]);

  return (
    <div ref={scrollBox} className="asgn-list" data-testid="assignment-list">
      <div className="asgn-list__space" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              className={`asgn-list__row${row.kind === 'card' && row.item.id === freshId ? ' is-fresh' : ''}`}
              data-fresh={row.kind === 'card' && row.item.id === freshId ? 'true' : undefined}
              style={{ transform: `translateY(${virtual.start}px)` }}
            >
              {row.kind === 'month' ? (
                <MonthHeader
                  month={row.month}
                  title={row.title}
                  count={row.count}
                  expanded={row.expanded}
                  onToggle={onToggleMonth}
                />
              ) : row.kind === 'more' ? (
                <MoreRow label={row.label} loader={row.loader} />
              ) : (
                <AssignmentCard
                  item={row.item}
                  scope={scope}
                  active={row.item.id === activeId}
                  onSelect={onSelect}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
