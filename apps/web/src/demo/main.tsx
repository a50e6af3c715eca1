import { createHashRouter } from 'react-router';
import { mountApp } from '../app/mount-app';
import { mountDemoAccounts } from './demo-accounts';
import { startDemoWorker } from './start-worker';

// Hash routes: every page is index.html itself, so any static host serves the demo from any folder, with no
// rewrite of deep links. The worker answers before the app makes its first call.
void startDemoWorker().then(() => {
  mountDemoAccounts(mountApp(createHashRouter));
});
