import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, FIRST_PAINT_PAGES, SSO_STATUS_META, ssoStatusResponseSchema } from '@ops/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { withPageMeta } from './web-app.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Ops Console</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

/** What the build's login first paint holds in these tests. */
const LOGIN_MARKUP = '<main><h1>Operations Login</h1><form><input name="username" readonly></form></main>';

async function appWith(env: Record<string, string>, { loginMarkup = true } = {}) {
  const dist = path.join(await mkdtemp(path.join(os.tmpdir(), 'ops-page-meta-')), 'web');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  if (loginMarkup) await writeFile(path.join(dist, FIRST_PAINT_PAGES['/']), LOGIN_MARKUP);
  const t = await buildTestApp({ env: { WEB_DIST_DIR: dist, ...env } });
  apps.push(t);
  return t;
}

/** The SSO status as a browser reads it from the served page's head. */
function writtenStatus(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const content = new RegExp(`<meta name="${SSO_STATUS_META}" content="([^"]*)">`).exec(head)?.[1];
  if (content === undefined) return undefined;
  const text = content
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return ssoStatusResponseSchema.parse(JSON.parse(text));
}

describe('the single sign-on status written into the served page (decision 0034)', () => {
  it('is the status call’s answer, in the head of every page, with single sign-on off', async () => {
    const t = await appWith({});
    const status = (await t.app.inject({ method: 'GET', url: API.sso.status })).json();
    for (const url of ['/', '/deliver', '/?sso_error=not_configured']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(writtenStatus(page.body)).toEqual(status);
    }
    expect(status).toMatchObject({ enabled: false, password_login: true });
  });

  it('names the provider as configured, quotes and all, and says when passwords are off', async () => {
    const displayName = `Acme "ID" <staff> & co $& $1`;
    const t = await appWith({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'console',
      OIDC_DISPLAY_NAME: displayName,
      OIDC_ONLY: 'true',
    });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const status = (await t.app.inject({ method: 'GET', url: API.sso.status })).json();
    expect(writtenStatus(page.body)).toEqual(status);
    expect(status).toMatchObject({ enabled: true, display_name: displayName, password_login: false });
    // Nothing of the value escapes its attribute.
    expect(page.body).not.toContain('<staff>');
  });
});

/** What the served page holds in #root before any script runs. */
async function servedRoot(t: TestApp, url: string) {
  const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(page.body)?.[1];
  // Drawn only once the whole markup has been parsed: the head names the element that ends it.
  const end = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(page.body)?.[1];
  if (end === undefined) return root;
  const ending = `<template id="${end}"></template>`;
  expect(root?.endsWith(ending)).toBe(true);
  return root?.slice(0, -ending.length);
}

describe('the login page served with its form already drawn (decision 0034)', () => {
  it('holds the build’s login markup in #root at the login address only', async () => {
    const t = await appWith({});
    expect(await servedRoot(t, '/')).toBe(LOGIN_MARKUP);
    expect(await servedRoot(t, '/?sso_error=not_configured')).toBe(LOGIN_MARKUP);
    for (const url of ['/deliver', '/deliver/12', '/oppsforgotpassword', '/request']) {
      expect(await servedRoot(t, url)).toBe('');
    }
  });

  it('is left out while single sign-on is on, its panel still to come, or when the build has none', async () => {
    const sso = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'console' };
    expect(await servedRoot(await appWith(sso), '/')).toBe('');
    expect(await servedRoot(await appWith({ ...sso, OIDC_ONLY: 'true' }), '/')).toBe('');
    const withoutMarkup = await appWith({}, { loginMarkup: false });
    expect(await servedRoot(withoutMarkup, '/')).toBe('');
  });
});

describe('withPageMeta', () => {
  it('writes each tag before the head ends, or after the doctype of a page without a head', () => {
    expect(withPageMeta('<html><head><title>x</title></head></html>', { a: '1', b: '"2"' })).toBe(
      '<html><head><title>x</title><meta name="a" content="1"><meta name="b" content="&quot;2&quot;"></head></html>',
    );
    expect(withPageMeta('<!doctype html><div id="root"></div>', { a: '$&' })).toBe(
      '<!doctype html><meta name="a" content="$&amp;"><div id="root"></div>',
    );
    expect(withPageMeta('<p>no head</p>', {})).toBe('<p>no head</p>');
  });
});
