import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNTS, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, NEW_HIRE, PASSWORD, ROOT } from './env';

const serverEnv = {
  ...process.env,
  DATA_DIR: E2E_DATA_DIR,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: E2E_BASE_URL,
  DEMO_DATA: 'false',
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  // Stopped by the suite, never behind a balancer: no drain to wait out.
  SHUTDOWN_DRAIN_SECONDS: '0',
  // Mail jobs are picked up within half a second, so a journey's mails reach the outbox quickly.
  JOB_POLL_SECONDS: '0.5',
  // The webhooks journey's receiver listens on loopback, which is refused otherwise (decision 0035).
  WEBHOOK_ALLOW_PRIVATE: 'true',
};

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

/** A fresh data folder, the accounts the specs use, then the built server on its own port. */
export default async function globalSetup() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'seed-accounts.mjs')], {
    env: { ...serverEnv, E2E_ACCOUNTS: JSON.stringify(Object.values(ACCOUNTS)), E2E_PASSWORD: PASSWORD },
    stdio: 'inherit',
  });
  execFileSync(
    'bash',
    [
      'scripts/user-create.sh',
      '--email',
      NEW_HIRE.email,
      '--type',
      NEW_HIRE.type,
      '--password',
      NEW_HIRE.password,
    ],
    { cwd: ROOT, env: serverEnv, stdio: 'inherit' },
  );

  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${E2E_BASE_URL}/api-ops/auth/v1/csrf/`, 30_000);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
}
