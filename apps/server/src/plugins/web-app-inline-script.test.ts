import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIRST_PAINT_PAGES } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';

// The build inlines the first screen's starter into index.html (decision 0034); the policy allows that
// script by its hash, and still no other inline script, not even one in what the server writes into the page.

/** The login page's first paint as a build could hold it, with a script that must never be allowed. */
const MARKUP_SCRIPT = "document.title='written into the page'";

const STARTER =
  "if(location.pathname.startsWith('/deliver'))document.head.append(document.createElement('link'))";
const indexWith = (inline: string) =>
  `<!doctype html><html><head><script>${inline}</script>` +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = path.join(await mkdtemp(path.join(os.tmpdir(), 'ops-inline-')), 'web');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), indexWith(STARTER));
  await writeFile(path.join(dist, FIRST_PAINT_PAGES['/']), `<main><script>${MARKUP_SCRIPT}</script></main>`);
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

const scriptSources = async (url: string) => {
  const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  const policy = String(page.headers['content-security-policy']).split(';');
  return {
    body: page.body,
    scriptSrc: policy
      .find((d) => d.startsWith('script-src '))
      ?.split(' ')
      .slice(1),
    scriptSrcAttr: policy.find((d) => d.startsWith('script-src-attr ')),
  };
};

it("allows the page's inline script by its hash, beside the site's own files, and nothing else", async () => {
  for (const url of ['/', '/deliver/12', '/staff']) {
    const { body, scriptSrc, scriptSrcAttr } = await scriptSources(url);
    expect(body).toContain(`<script>${STARTER}</script>`);
    expect(scriptSrc).toEqual(["'self'", sha256(STARTER)]);
    expect(scriptSrcAttr).toBe("script-src-attr 'none'");
  }
  // The login page's markup is in the page, its script not in the policy.
  const login = await scriptSources('/');
  expect(login.body).toContain(`<script>${MARKUP_SCRIPT}</script>`);
  expect(login.scriptSrc).not.toContain(sha256(MARKUP_SCRIPT));
});

it('follows a build replaced in place, and adds nothing to a page without inline scripts', async () => {
  const next = "document.documentElement.dataset.build='2'";
  await writeFile(path.join(dist, 'index.html'), indexWith(next));
  expect((await scriptSources('/deliver')).scriptSrc).toEqual(["'self'", sha256(next)]);

  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  expect((await scriptSources('/deliver')).scriptSrc).toEqual(["'self'"]);
  // API answers keep the policy as it is.
  const api = await t.app.inject({ method: 'GET', url: '/api-ops/auth/v1/csrf/' });
  expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
});
