import { API, SYSTEM_PATHS } from '@ops/contracts';
import { expect, it } from 'vitest';
import { useAppsWithSettings } from '../test/build-app.js';

const boot = useAppsWithSettings();

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
}

it('describes every API route in OpenAPI 3.1 from the contracts, with an interactive page', async () => {
  const t = await boot();
  const res = await t.app.inject({ method: 'GET', url: `${SYSTEM_PATHS.docs}/json` });
  expect(res.statusCode).toBe(200);
  const doc = res.json<OpenApi>();
  expect(doc.openapi).toBe('3.1.0');

  // Every path of the contracts is in the description (parameters named alike on both sides).
  const normal = (path: string) =>
    decodeURIComponent(path)
      .replace(/\{[^}]+\}/g, '{p}')
      .replace(/\/$/, '');
  const described = new Set(Object.keys(doc.paths).map(normal));
  const contractPaths = Object.values(API).flatMap((group) =>
    Object.values(group as Record<string, unknown>).map((value) =>
      typeof value === 'function'
        ? (value as (...p: string[]) => string)('{p}', '{p}', '{p}')
        : (value as string),
    ),
  );
  const missing = contractPaths.map(normal).filter((path) => !described.has(path));
  expect(missing).toEqual([]);

  // A route that also takes an older client's form shows its body schema like any other.
  const share = doc.paths[API.assignments.shareFile]!.post!;
  expect(JSON.stringify(share.requestBody)).toContain('accept_warning');

  const page = await t.app.inject({
    method: 'GET',
    url: SYSTEM_PATHS.docs,
    headers: { accept: 'text/html' },
  });
  expect([200, 302]).toContain(page.statusCode);
});

it('is public in every mode (npm start sets no NODE_ENV), to anyone without a session, and off with API_DOCS=false', async () => {
  const production = await boot({ NODE_ENV: 'production' });
  const doc = await production.app.inject({ method: 'GET', url: `${SYSTEM_PATHS.docs}/json` });
  expect(doc.statusCode).toBe(200);
  // It names the routes and their schemas, never a setting's value.
  expect(doc.body).not.toContain(production.app.services.signingSecret);
  const off = await boot({ API_DOCS: 'false' });
  expect((await off.app.inject({ method: 'GET', url: `${SYSTEM_PATHS.docs}/json` })).statusCode).toBe(404);
});
