import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { rovingIndex } from '@/shared/ui/roving-index';

type Edge = 'first' | 'last';

/** The menu's items a keyboard can reach now: shown at this width and not disabled. */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')).filter(
    (item) => !item.matches(':disabled') && getComputedStyle(item).display !== 'none',
  );
}

function focusEdge(menu: HTMLElement | null, edge: Edge) {
  const items = menuItems(menu);
  (edge === 'first' ? items[0] : items.at(-1))?.focus();
}

/**
 * The ARIA menu button pattern: Enter, Space and ArrowDown on the button open the menu on its first item,
 * ArrowUp on its last; in the menu the arrows, Home and End move, Escape closes it back to the button and
 * Tab closes it. A click outside closes it too.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<Edge | null>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  const openAt = (edge: Edge) => {
    pendingFocus.current = edge;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    // The menu is rendered now: the item asked for when it was opened from the keyboard takes the focus.
    if (pendingFocus.current) focusEdge(menu.current, pendingFocus.current);
    pendingFocus.current = null;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!area.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close(!!area.current?.contains(document.activeElement));
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const edge: Edge | null =
      event.key === 'ArrowUp' ? 'last' : ['ArrowDown', 'Enter', ' '].includes(event.key) ? 'first' : null;
    if (!edge) return;
    // Not also a click, which would toggle the menu shut again.
    event.preventDefault();
    if (open) focusEdge(menu.current, edge);
    else openAt(edge);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const target = rovingIndex(event.key, at, items.length, 'column');
    if (target !== null) {
      event.preventDefault();
      items[target]?.focus();
    } else if (event.key === 'Tab') {
      // The focus goes back to the button first, so Tab moves on from there (the items are not Tab stops).
      close(true);
    } else if (event.key === ' ' && items[at]?.tagName === 'A') {
      // A link does not answer Space by itself (a button does); in a menu every item does.
      event.preventDefault();
      items[at].click();
    }
  };

  const toggle = () => setOpen((now) => !now);

  return { open, close, toggle, area, button, menu, onButtonKeyDown, onMenuKeyDown };
}
