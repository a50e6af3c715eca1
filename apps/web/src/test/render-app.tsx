import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { createAppStore } from '../app/store';

/** Where a staff sign-in lands: /deliver, which a wide screen at once turns into its first delivery. */
export const DELIVER_LANDING = /^\/deliver(\/\d+)?$/;

/** The whole app (store, routes, toaster) at `path` (with router state if given), as a user would see it. */
export function renderApp(path: InitialEntry = '/') {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No timer between keystrokes: the app reacts to each one as it does in a browser, without a wait per key.
  const user = userEvent.setup({ delay: null });
  const view = render(<App store={store} router={router} />);
  const pathname = () => router.state.location.pathname;
  return { ...view, store, router, user, pathname };
}

/** One element at '/', with the store and a router around it. */
export function renderInRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/**
 * Loads the signed-in layout, which the app imports lazily, once per test file (call in beforeAll): the
 * first test's findBy* then waits on the demo's answers, not on a cold module load of a busy machine.
 */
export const loadSignedInLayout = () => import('../app/layout/signed-in-layout');
