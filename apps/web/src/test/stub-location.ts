import { vi } from 'vitest';

/** jsdom cannot reload or navigate window.location; this records reload and assign calls instead. */
export function stubLocation() {
  const reload = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload, assign });
  return { reload, assign };
}
