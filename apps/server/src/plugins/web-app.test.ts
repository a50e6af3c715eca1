import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';

let t: TestApp;
beforeAll(async () => {
  const dataDir = path.join(process.env.TMPDIR ?? '/tmp', `ops-web-${process.pid}-${Date.now()}`);
  const dist = path.join(dataDir, 'web');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // The build's precompressed copies sit beside the file.
  await writeFile(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

it('serves the app for any page path, with a CSRF cookie and a CSP that allows only itself', async () => {
  for (const url of ['/', '/deliver', '/oppsforgotpassword/token?q=abc', '/some/unknown/page']) {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  }
  const res = await page('/profile');
  expect(res.cookies.find((c) => c.name === 'csrftoken')?.value).toMatch(/^[\w-]{24,}$/);
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['permissions-policy']).toContain('geolocation=()');
});

it('denies every device feature the console never uses, naming only features Chromium knows', async () => {
  const res = await page('/deliver');
  const directives = String(res.headers['permissions-policy']).split(/,\s*/);
  // Chromium warns on each page about a feature it does not know, such as bluetooth.
  expect(directives.sort()).toEqual(
    ['camera', 'display-capture', 'geolocation', 'hid', 'microphone', 'midi', 'payment', 'serial', 'usb'].map(
      (feature) => `${feature}=()`,
    ),
  );
});

it('keeps an existing CSRF cookie', async () => {
  const res = await page('/deliver', 'csrftoken=existing-token-1234567890');
  expect(res.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
});

it('serves built assets with long caching', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('immutable');
});

it('answers unknown API paths with JSON, even from a browser', async () => {
  const res = await page('/api-ops/unknown/');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: MESSAGES.notFound });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('lets no browser or proxy keep a JSON answer', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api-ops/auth/v1/csrf/' });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  // The app's page may be revalidated, never kept blindly.
  expect((await page('/deliver')).headers['cache-control']).toBe('no-cache');
});

it('serves the recipients’ page without a referrer, so nothing of it leaks to the sites it links to', async () => {
  const res = await page('/shared');
  expect(res.statusCode).toBe(200);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
});

it('answers the app for a page whatever the Accept header, and HEAD / with 200', async () => {
  for (const accept of [undefined, '*/*', 'application/json']) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/deliver',
      headers: accept ? { accept } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  }
  const head = await t.app.inject({ method: 'HEAD', url: '/' });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toMatch(/text\/html/);
  expect(head.body).toBe('');
});

it('answers a missing file with 404, not the app', async () => {
  for (const url of ['/assets/gone-1234.js', '/robots.txt']) {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  }
});

it('serves the build’s Brotli or gzip copy of an asset to a browser that takes it', async () => {
  const br = await t.app.inject({
    method: 'GET',
    url: '/assets/app-1234.js',
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
  const gzip = await t.app.inject({
    method: 'GET',
    url: '/assets/app-1234.js',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
  const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe('console.log(1)');
});
