import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDemoServer, server } from './demo-server';
import { nodeFile } from './node-file';
import { restorePageGlobals } from './page-globals';

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

// jsdom gives pages an address but Node's fetch refuses relative URLs: resolve them against the page, as a
// browser does, before Mock Service Worker (which wraps fetch on listen) sees the request.
// jsdom's FormData and File are not Node's either: Node's fetch would send a jsdom file under the name
// 'blob'. A form is copied into Node's FormData with Node's File, names and types kept.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const intercepted = globalThis.fetch;
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const nodeForm = async (form: FormData) => {
    const copy = new NodeFormData();
    for (const [name, value] of form.entries())
      copy.append(name, typeof value === 'string' ? value : await nodeFile(value));
    return copy;
  };
  globalThis.fetch = async (input, init) =>
    intercepted(
      typeof input === 'string' ? new URL(input, window.location.href) : input,
      init?.body instanceof FormData ? { ...init, body: await nodeForm(init.body) } : init,
    );
});
beforeEach(() => resetDemoServer());
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  toast.remove();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  restorePageGlobals();
});
