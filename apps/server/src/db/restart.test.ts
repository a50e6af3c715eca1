import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API } from '@ops/contracts';
import { afterAll, expect, it } from 'vitest';
import { apiClient } from '../test/api-client.js';
import { buildTestApp } from '../test/build-app.js';
import { buildClient } from '../test/client-factories.js';
import { buildUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-restart-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('keeps accounts, sessions and client records across a server restart', async () => {
  const first = await buildTestApp({
    dataDir,
    database: await openTestDatabase({ dataDir: path.join(dataDir, 'pglite') }),
  });
  const { user, password } = await buildUser(first.app, { email: 'kept@example.com' });
  const login = await apiClient(first.app).post(API.auth.login, { username: user.email, password });
  const token = login.json().token.access_token;
  const { client, entity } = await buildClient(apiClient(first.app), token);
  await first.close();

  const database = await openTestDatabase({ dataDir: path.join(dataDir, 'pglite'), reset: false });
  const second = await buildTestApp({ dataDir, database });
  try {
    const api = apiClient(second.app);
    expect((await api.get(API.ops.profile, token)).json().data.email).toBe('kept@example.com');
    expect((await api.post(API.auth.login, { username: user.email, password })).statusCode).toBe(200);
    expect((await api.get(API.requester.companyById(client.client_id), token)).json().data).toMatchObject({
      client_code: client.client_code,
      users_count: 1,
    });
    expect((await api.get(API.requester.entityById(entity.id), token)).json().data.entity_code).toBe(
      entity.entity_code,
    );
  } finally {
    await second.close();
  }
});
