import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
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

const serverDir = path.resolve(import.meta.dirname, '../..');
const createUser = (...args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/create-user.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

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

it(
  'creates an account while the server runs on the embedded database, through its local socket',
  { timeout: 180_000 },
  async () => {
    const runningDir = await mkdtemp(path.join(os.tmpdir(), 'ops-cli-running-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: runningDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(runningDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Operations console running')) resolve();
        });
        server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const { stdout } = await run(
        process.execPath,
        [
          '--conditions=source',
          '--import',
          'tsx',
          'src/cli/create-user.ts',
          '--email',
          'Live@Example.com',
          '--type',
          'oa',
        ],
        { cwd: serverDir, env: { ...process.env, DATA_DIR: runningDir, DATABASE_URL: '' } },
      );
      expect(stdout).toContain('Created OA account live@example.com.');
      const password = /Temporary password: (\S+)/.exec(stdout)?.[1];
      expect(password).toBeDefined();

      // The running server signs the new account in at once.
      const login = await fetch(`http://127.0.0.1:${port}${API.auth.login}`, {
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
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
      await rm(runningDir, { recursive: true, force: true });
    }
  },
);
