import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API } from '@ops/contracts';
import { afterAll, expect, it } from 'vitest';
import { apiClient } from '../test/api-client.js';
import { buildTestApp } from '../test/build-app.js';
import { openPglite } from '../db/client.js';

const run = promisify(execFile);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-cli-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const createUser = (...args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/create-user.ts', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

// Three CLI processes, each compiling with tsx and opening PGlite on disk: about 20 s on a quiet machine,
// so a loaded CI machine gets a budget of its own.
it(
  'creates an unverified account with a printed temporary password that must be changed',
  { timeout: 120_000 },
  async () => {
    const { stdout } = await createUser(
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

    await expect(createUser('--email', 'new.hire@example.com', '--type', 'OU')).rejects.toMatchObject({
      stderr: expect.stringContaining('exists already'),
    });
    await expect(createUser('--email', 'x@example.com', '--type', 'BOSS')).rejects.toMatchObject({
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
