import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { E2E_DATA_DIR, PASSWORD, ROOT } from './env';
import { SSO_CLIENT, startTestProvider } from './oidc-test-provider';

const CALLBACK_PATH = '/api-ops/auth/v1/sso/callback/';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

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
 * A console of its own with single sign-on on, beside the shared one of the global setup: the built server
 * with OIDC_* pointing at a real provider on a loopback port, and its own data folder and accounts.
 */
export async function startSsoConsole(accounts: { email: string; type: string; firstName: string }[]) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const provider = await startTestProvider(`${base}${CALLBACK_PATH}`);
  const dataDir = path.join(E2E_DATA_DIR, 'sso-console');
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DEMO_DATA: 'false',
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    // Stopped by the suite, never behind a balancer: no drain to wait out.
    SHUTDOWN_DRAIN_SECONDS: '0',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: SSO_CLIENT.id,
    OIDC_CLIENT_SECRET: SSO_CLIENT.secret,
    OIDC_DISPLAY_NAME: 'Acme ID',
  };
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'seed-accounts.mjs')], {
    env: { ...env, E2E_ACCOUNTS: JSON.stringify(accounts), E2E_PASSWORD: PASSWORD },
    stdio: 'inherit',
  });
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitForServer(`${base}/api-ops/auth/v1/csrf/`, 30_000);
  } catch (error) {
    server.kill('SIGKILL');
    await provider.close();
    throw error;
  }
  return {
    base,
    provider,
    callbackPath: CALLBACK_PATH,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      await provider.close();
    },
  };
}
