import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Watches every request of the demo: the page's own, and any the service worker sends on to the network.
 * `assertNoServerCalls` then proves that only the demo's static files came from the network, and that
 * every API call was answered by Mock Service Worker inside the browser.
 */
export function watchNetwork(context: BrowserContext, page: Page, origin: string) {
  const urls: string[] = [];
  const apiFromNetwork: string[] = [];
  const apiAnswered: string[] = [];
  const problems: string[] = [];
  const isApi = (url: string) => /^\/(api-|api\/|media\/|files\/)/.test(new URL(url).pathname);

  context.on('request', (request) => {
    urls.push(request.url());
    // A request the worker itself makes reaches the network: for an API path that means MSW let it through.
    if (request.serviceWorker() && isApi(request.url())) apiFromNetwork.push(request.url());
  });
  page.on('response', (response) => {
    if (!isApi(response.url())) return;
    if (response.fromServiceWorker()) apiAnswered.push(response.url());
    else apiFromNetwork.push(response.url());
  });
  page.on('requestfailed', (request) => {
    // A file a navigation cut short is not a failure of the demo.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // MSW reports an unhandled call (onUnhandledFrame: 'error') and a sample that fails its schema as errors.
    // The browser also logs each API call the worker refused with the server's own status (a failed part).
    const refusedCall = message.text().startsWith('Failed to load resource') && isApi(message.location().url);
    if (message.type() === 'error' && !refusedCall) problems.push(`console: ${message.text()}`);
  });

  return {
    apiAnswered,
    assertNoServerCalls() {
      expect(problems).toEqual([]);
      // Only web requests count: the browser's PDF viewer loads its own chrome:// and extension files.
      const web = urls.filter((url) => /^https?:/.test(url));
      expect(web.filter((url) => new URL(url).origin !== origin)).toEqual([]);
      expect(apiFromNetwork).toEqual([]);
      expect(apiAnswered.length).toBeGreaterThan(0);
    },
  };
}

/**
 * Reloads the demo and waits until `settled` shows. A reload starts the demo again (its service worker,
 * then the app, then its first calls): about 2 s on a quiet machine, and more than an assertion's usual 7 s
 * while the other suites load it (CI runs them side by side), so this first wait is longer.
 */
export async function reloadDemo(page: Page, settled: Locator) {
  await page.reload();
  await expect(settled).toBeVisible({ timeout: 30_000 });
}
