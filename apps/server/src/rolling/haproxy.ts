import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's balancer configuration, the one production runs (decision 0026). */
const CONFIG = fileURLToPath(new URL('../../../../deploy/haproxy/haproxy.cfg', import.meta.url));

/** Debian's binary, else whatever `haproxy` is on the PATH; null when there is none. */
export function findHaproxy(): string | null {
  if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** One server line of the balancer's "show stat": its state (UP, DOWN, MAINT...) and what it served. */
export interface ServerStat {
  name: string;
  status: string;
  requests: number;
  retries: number;
  redispatches: number;
}

/** Asks the admin socket one command; answers what it printed. */
function ask(socket: string, command: string) {
  return new Promise<string>((resolve, reject) => {
    let text = '';
    const connection = net.createConnection({ path: socket }, () => connection.end(`${command}\n`));
    connection.setTimeout(2000, () => connection.destroy(new Error('admin socket timed out')));
    connection.on('data', (chunk: Buffer) => (text += chunk.toString()));
    connection.on('end', () => resolve(text));
    connection.on('error', reject);
  });
}

/**
 * Starts HAProxy in the foreground with the repository's configuration, listening on `port` and balancing
 * over `servers`; its admin socket lives in `dir`. Resolves once the admin socket answers.
 */
export async function startHaproxy(binary: string, port: number, servers: [number, number], dir: string) {
  const socket = path.join(dir, 'haproxy.sock');
  const child = spawn(binary, ['-db', '-f', CONFIG], {
    env: {
      PATH: process.env.PATH ?? '',
      OPS_HAPROXY_BIND: `127.0.0.1:${port}`,
      OPS_SERVER_1: `127.0.0.1:${servers[0]}`,
      OPS_SERVER_2: `127.0.0.1:${servers[1]}`,
      OPS_HAPROXY_SOCKET: socket,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().trim().split('\n')));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  async function stats(): Promise<ServerStat[]> {
    const lines = (await ask(socket, 'show stat')).trim().split('\n');
    const header = lines[0]!.replace(/^# /, '').split(',');
    const column = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
    return lines
      .slice(1)
      .map((line) => line.split(','))
      .filter((row) => column(row, 'pxname') === 'instances' && column(row, 'type') === '2')
      .map((row) => ({
        name: column(row, 'svname'),
        status: column(row, 'status'),
        requests: Number(column(row, 'req_tot') || column(row, 'stot')),
        retries: Number(column(row, 'wretr')),
        redispatches: Number(column(row, 'wredis')),
      }));
  }

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output.join('\n')}`);
    if (
      await stats().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`haproxy did not start:\n${output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    output,
    stats,
    /** The state of `instance1` or `instance2` as the balancer sees it now. */
    async status(name: string) {
      return (await stats()).find((s) => s.name === name)?.status ?? 'missing';
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}

export type Haproxy = Awaited<ReturnType<typeof startHaproxy>>;
