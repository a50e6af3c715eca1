import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginView } from './components/login-view';

/**
 * The login page's markup, rendered at build time (vite-plugins/login-first-paint.ts) for the server to send
 * inside #root, so the page shows before its code has arrived (decision 0034). The app's first render
 * replaces it with the same markup.
 */
export function renderLoginFirstPaint(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LoginView field={(name) => ({ name })} firstPaint />
    </MemoryRouter>,
  );
}
