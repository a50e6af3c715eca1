import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter, RouteObject } from 'react-router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { consoleLanguageLoading } from '../shared/i18n/console-language';
import { hasStoredToken } from '../shared/session/stored-token';
import { FullPageLoader } from '../shared/ui/full-page-loader';
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
  const root = createRoot(container);
  // A transition: React renders the app in slices of a few milliseconds, yielding to the browser between
  // them, instead of in one long task that holds the main thread (input, paints) for the whole first screen;
  // what shows meanwhile (the loader, the login page's drawn card) stays until the app is ready to replace it.
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} router={router} />
        </StrictMode>,
      ),
    );
  // A signed-in page's chunks and calls start now, together (issue 23), and the app renders once the chunks
  // are in, so that its first render does not suspend on them (app/preloadable-page.tsx); a loader meanwhile.
  // Without a stored session the app renders at once: the session guard sends the visitor to sign in.
  // A console language other than English loads its catalogue before the first render (decision 0043).
  const language = consoleLanguageLoading();
  const { location } = router.state;
  const firstScreen = hasStoredToken() ? preloadFirstScreen(location.pathname) : null;
  if (!firstScreen) {
    if (language) void language.then(render);
    else render();
    return router;
  }
  import('./first-calls')
    .then(({ startFirstCalls }) => startFirstCalls(store.dispatch, location))
    .catch(() => undefined);
  root.render(<FullPageLoader />);
  void Promise.all([firstScreen, language]).then(render);
  return router;
}
