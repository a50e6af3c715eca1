import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter, RouteObject } from 'react-router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { App } from './app';
import { preloadFirstScreen, routes } from './routes';
import { createAppStore } from './store';
import '../shared/styles/global.css';
import '../shared/ui/ui.css';

type Router = ReturnType<typeof createBrowserRouter>;

/** Renders the app into #root with the router the entry chose (the browser's history, or a hash). */
export function mountApp(createRouter: (routes: RouteObject[]) => Router): Router {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  const store = createAppStore();
  // Queries that ask for it refetch when the window regains focus or the network comes back.
  setupListeners(store.dispatch);

  const router = createRouter(routes);
  // A signed-in page's chunks and calls start now, together (issue 23).
  const { location } = router.state;
  if (preloadFirstScreen(location.pathname)) {
    import('./first-calls')
      .then(({ startFirstCalls }) => startFirstCalls(store.dispatch, location))
      .catch(() => undefined);
  }
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
  return router;
}
