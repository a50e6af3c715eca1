import { lazy, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { MaintenancePage } from '../features/status';
import { GlobalLoader } from './global-loader';
import type { AppStore } from './store';

// The toasts' frame (and its styling library) loads once the first page has painted, not in its bundle or
// beside it (issue 23): a toast raised before it is there waits in react-hot-toast's store and shows when it
// mounts.
const AppToaster = lazy(() =>
  import('../shared/toasts/app-toaster').then((m) => ({ default: m.AppToaster })),
);

/** True once the browser is idle after the first paint (at most a second later). */
function useIdleAfterStart(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ store, router }: AppProps) {
  const idle = useIdleAfterStart();
  if (import.meta.env.VITE_MAINTENANCE_MODE === 'true') return <MaintenancePage />;
  return (
    <Provider store={store}>
      {/* Without transitions a page left by a click is gone at once: its late effects (opening the first
          delivery, say) can no longer send the address back to it. */}
      <RouterProvider router={router} useTransitions={false} />
      <GlobalLoader />
      {idle && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </Provider>
  );
}
