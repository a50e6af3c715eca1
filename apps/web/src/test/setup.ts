import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// On a loaded 2-core CI machine the first render of a lazily loaded feature can pass a second; findBy*
// and waitFor wait up to 5 s (a failing check still fails, later).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia; react-hot-toast asks it about reduced motion.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

afterEach(() => {
  cleanup();
  toast.remove();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
