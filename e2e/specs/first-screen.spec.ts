import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { signIn } from '../support/helpers';

// Issue 23 (decision 0034): a delivery opened by its address, on a slow network, in a new tab of a browser
// that stayed signed in. Its calls go out as the page opens, before the page's code has arrived, each once.

test('a delivery opened by its address: its calls go out with the page, once each, and it shows', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.ops.email, PASSWORD, { stay: true });
  await expect(page).toHaveURL(/\/deliver\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const title = await page.locator('.source-files__name').first().textContent();

  // A new tab: only the copy that 'Stay logged in' keeps, as after reopening the browser.
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A phone's network: 150 ms of latency and 1.6 Mbit/s down (Lighthouse's slow 4G).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 94_000,
  });
  const started = new Map<string, number[]>();
  const finished = new Map<string, number>();
  const key = (url: string) => new URL(url).pathname + new URL(url).search;
  tab.on('request', (request) => {
    started.set(key(request.url()), [...(started.get(key(request.url())) ?? []), Date.now()]);
  });
  tab.on('requestfinished', (request) => finished.set(key(request.url()), Date.now()));

  await tab.goto(`/deliver/${id}`);
  await expect(tab.locator('.source-files__name').first()).toHaveText(title ?? '', { timeout: 30_000 });

  const firstCalls = [
    '/api-ops/ops/v1/profile/',
    '/api-ops/ops/v2/all-assignments/?sort=ascending&page=1',
    `/api-ops/ops/v2/all-assignments/${id}/`,
    `/api-ops/misc/v1/comment/${id}/`,
  ];
  for (const call of firstCalls) expect(started.get(call), call).toHaveLength(1);
  const pageCode = [...finished].find(([path]) => /^\/assets\/deliveries-[\w-]+\.js$/.test(path));
  expect(pageCode, "the deliveries page's code").toBeDefined();
  for (const call of firstCalls) expect(started.get(call)![0]!).toBeLessThan(pageCode![1]);
});
