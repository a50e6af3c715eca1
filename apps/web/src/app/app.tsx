import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { MaintenancePage } from '../features/status';
import { AppToaster } from '../shared/toasts/app-toaster';
import { GlobalLoader } from './global-loader';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ store, router }: AppProps) {
  if (import.meta.env.VITE_MAINTENANCE_MODE === 'true') return <MaintenancePage />;
  return (
    <Provider store={store}>
      {/* Without transitions a page left by a click is gone at once: its late effects (opening the first
          delivery, say) can no longer send the address back to it. */}
      <RouterProvider router={router} useTransitions={false} />
      <GlobalLoader />
      <AppToaster />
    </Provider>
  );
}
