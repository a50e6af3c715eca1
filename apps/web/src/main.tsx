import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import './shared/styles/global.css';
import './shared/ui/ui.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
