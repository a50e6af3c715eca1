import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A file of the built server (the suite runs after `npm run build`); a missing one says so. */
export function builtFile(relative: string) {
  const file = fileURLToPath(new URL(`../../dist/${relative}`, import.meta.url));
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return file;
}
// A start on the embedded database migrates it first; on two cores shared with the browser suites that took
// more than 30 s once (CI's PostgreSQL lane runs beside the end-to-end tests).
const BOOT_MS = 60_000;
/** The Node flags of `npm run serve`, from their one place: package.json's `config.server_node_flags`. */
const SERVER_NODE_FLAGS = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    config: { server_node_flags: string };
  }
).config.server_node_flags
  .split(' ')
  .filter(Boolean);

export interface ServerProcess {
  base: string;
  pid: number;
  /** Every line the process wrote (JSON logs and the start-up banner), for diagnosis and checks. */
  output: string[];
  /** Sends the signal and waits for the process to end; answers its exit code (null when killed). */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
  exited(): boolean;
}

async function waitUntilListening(base: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + BOOT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting:\n${output.slice(-20).join('\n')}`);
    const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (answer?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not listen within ${BOOT_MS} ms:\n${output.slice(-20).join('\n')}`);
}

/**
 * Starts `node apps/server/dist/main.js` on 127.0.0.1:`port` with only the given settings (no inherited
 * TEST_DATABASE_URL, no .env: it runs in DATA_DIR) and resolves once /healthz answers.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  // The built server, as `npm run serve` starts it.
  const main = builtFile('main.js');
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: `${dataDir}/no-web`,
      // No balancer in front: a SIGTERM closes at once (the rolling-restart test sets its own drain).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      output.push(...lines);
    });
  }
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(base, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
      return child.exitCode;
    },
  };
}
