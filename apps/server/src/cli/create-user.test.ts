import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API } from '@ops/contracts';
import { afterAll, expect, it } from 'vitest';
import { apiClient } from '../test/api-client.js';
import { buildTestApp } from '../test/build-app.js';
import { freePort } from '../test/free-port.js';
import { builtFile, startServer } from '../test/server-process.js';
import { openPglite } from '../db/client.js';

const run = promisify(execFile);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-cli-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The built command, as `npm run user:create` runs it. */
const createUser = (dir: string, ...args: string[]) =>
  run(process.execPath, [builtFile('cli/create-user.js'), ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
  });

// Three CLI processes, each opening PGlite on disk: a loaded CI machine gets a budget of its own.
it(
  'creates an unverified account with a printed temporary password that must be changed',
  { timeout: 120_000 },
  async () => {
    const { stdout } = await createUser(
      dataDir,
      '--email',
      'New.Hire@Example.com',
      '--type',
      'ou',
      '--first-name',
      'Nia',
    );
    expect(stdout).toContain('Created OU account new.hire@example.com.');
    const password = /Temporary password: (\S+)/.exec(stdout)?.[1];
    expect(password).toBeDefined();

    await expect(
      createUser(dataDir, '--email', 'new.hire@example.com', '--type', 'OU'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('exists already'),
    });
    await expect(createUser(dataDir, '--email', 'x@example.com', '--type', 'BOSS')).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown user type BOSS'),
    });

    const t = await buildTestApp({ database: await openPglite(path.join(dataDir, 'pglite')), dataDir });
    try {
      const login = await apiClient(t.app).post(API.auth.login, {
        username: 'new.hire@example.com',
        password,
      });
      expect(login.json()).toMatchObject({ success: true, is_verified: false, user_type: 'OU' });
    } finally {
      await t.close();
    }
  },
);

it(
  'creates an account while the server runs on the embedded database, through its local socket',
  { timeout: 180_000 },
  async () => {
    const runningDir = await mkdtemp(path.join(os.tmpdir(), 'ops-cli-running-'));
    const server = await startServer(await freePort(), { DATA_DIR: runningDir, DATABASE_URL: '' });
    try {
      const { stdout } = await createUser(runningDir, '--email', 'Live@Example.com', '--type', 'oa');
      expect(stdout).toContain('Created OA account live@example.com.');
      const password = /Temporary password: (\S+)/.exec(stdout)?.[1];
      expect(password).toBeDefined();

      // The running server signs the new account in at once.
      const login = await fetch(`${server.base}${API.auth.login}`, {
        method: 'POST',
        // The double-submit CSRF pair a browser would carry.
        headers: {
          'content-type': 'application/json',
          cookie: 'csrftoken=cli-test-csrf-token-0123456789',
          'x-csrftoken': 'cli-test-csrf-token-0123456789',
        },
        body: JSON.stringify({ username: 'live@example.com', password }),
      });
      expect(await login.json()).toMatchObject({ success: true, is_verified: false, user_type: 'OA' });

      // SIGTERM: a graceful stop, exit code 0.
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      await server.stop('SIGKILL');
      await rm(runningDir, { recursive: true, force: true });
    }
  },
);
