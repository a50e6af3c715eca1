import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startClamd } from '../../apps/server/src/test/clamd';
import { ACCOUNTS, E2E_DATA_DIR, E2E_PORT, PASSWORD, ROOT } from './env';

/**
 * The malware-scanning console's port: beside the shared one, since its deliveries wait for scans and the
 * other specs' must not (E2E_SCAN_PORT overrides it).
 */
const SCAN_PORT = Number(process.env.E2E_SCAN_PORT ?? E2E_PORT + 16);
export const SCAN_BASE_URL = `http://localhost:${SCAN_PORT}`;

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

/**
 * A console of its own with malware scanning on: a private clamd (Debian's clamav-daemon, a signature
 * database generated at start) and the built server with CLAMD_SOCKET pointing at it, its own data folder
 * and the usual accounts.
 */
export async function startScanConsole() {
  const clamd = await startClamd();
  const dataDir = path.join(E2E_DATA_DIR, 'scan-console');
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(SCAN_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: SCAN_BASE_URL,
    DEMO_DATA: 'false',
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    // Stopped by the suite, never behind a balancer: no drain to wait out.
    SHUTDOWN_DRAIN_SECONDS: '0',
    JOB_POLL_SECONDS: '0.5',
    CLAMD_SOCKET: clamd.socket,
    SCAN_MODE: 'on',
  };
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'seed-accounts.mjs')], {
    env: { ...env, E2E_ACCOUNTS: JSON.stringify(Object.values(ACCOUNTS)), E2E_PASSWORD: PASSWORD },
    stdio: 'inherit',
  });
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stopClamd = async () => {
    await clamd.stop();
    await clamd.remove();
  };
  try {
    await waitForServer(`${SCAN_BASE_URL}/api-ops/auth/v1/csrf/`, 30_000);
  } catch (error) {
    server.kill('SIGKILL');
    await stopClamd();
    throw error;
  }
  return {
    async stop() {
      server.kill('SIGTERM');
      await exited;
      await stopClamd();
    },
  };
}
