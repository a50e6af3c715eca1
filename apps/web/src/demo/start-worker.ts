import { setupWorker } from 'msw/browser';
import { createDemoState } from './data/demo-state';
import { demoHandlers } from './handlers';

/** The server's paths (the dev server proxies the same ones); everything else is the demo's own files. */
const SERVER_PATH = /^\/(api-[a-z]+|api|media|files)\//;

/**
 * Starts Mock Service Worker with fresh sample state (so a reload starts over). The worker script sits next
 * to index.html, so the demo works from any folder of any static host. The demo's own files go to the
 * network; a server call no handler answers fails, loudly, rather than reaching a network without a server.
 */
export async function startDemoWorker() {
  const worker = setupWorker(...demoHandlers(createDemoState(Date.now(), { paced: true })));
  await worker.start({
    serviceWorker: { url: 'mockServiceWorker.js' },
    quiet: true,
    // msw's error strategy reports the request and fails it instead of sending it on.
    onUnhandledRequest: (request, print) => {
      if (SERVER_PATH.test(new URL(request.url).pathname)) print.error();
    },
  });
}
