import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { App } from './app/app';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import './shared/styles/global.css';
import './shared/ui/ui.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const store = createAppStore();
// Queries that ask for it refetch when the window regains focus or the network comes back.
setupListeners(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <App store={store} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
