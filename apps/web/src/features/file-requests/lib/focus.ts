/** Focuses an element as it appears (a stable callback: React calls it on mount only, not on each render). */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
