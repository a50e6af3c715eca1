// Debian's HAProxy running the repository's deploy/haproxy/haproxy.cfg on the bench's ports, driven through
// its admin socket: an instance is taken out of rotation or put back, and each instance's answers are
// counted by HAProxy itself, so requests per instance need nothing from the servers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const CONFIG = path.join(import.meta.dirname, '..', 'deploy', 'haproxy', 'haproxy.cfg');
const BACKEND = 'instances';
/** Debian installs it in /usr/sbin, which is not on every user's PATH (scripts/ensure-haproxy.sh). */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
/** The names the configuration gives OPS_SERVER_1 and OPS_SERVER_2. */
export const INSTANCES = ['instance1', 'instance2'];

/** Starts HAProxy listening on `port` in front of the two instance ports; resolves once its socket answers. */
export async function startBalancer({ port, instancePorts, socket }) {
  const output = [];
  const child = spawn(HAPROXY, ['-db', '-f', CONFIG], {
    env: {
      ...process.env,
      OPS_HAPROXY_BIND: `127.0.0.1:${port}`,
      OPS_SERVER_1: `127.0.0.1:${instancePorts[0]}`,
      OPS_SERVER_2: `127.0.0.1:${instancePorts[1]}`,
      OPS_HAPROXY_SOCKET: socket,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let failure;
  child.once('error', (error) => (failure = error));
  const command = (text) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      const connection = net.createConnection(socket, () => connection.end(`${text}\n`));
      connection.on('data', (chunk) => chunks.push(chunk));
      connection.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      connection.on('error', reject);
    });
  for (let attempt = 0; ; attempt += 1) {
    if (failure || child.exitCode !== null || attempt === 100) {
      child.kill();
      throw new Error(`haproxy did not start: ${failure ?? Buffer.concat(output).toString('utf8')}`);
    }
    if (await command('show info').catch(() => null)) break;
    await sleep(100);
  }

  /** HAProxy's counters for each instance: its state and its answers so far. */
  async function instanceStats() {
    const [header, ...rows] = (await command('show stat')).trim().split('\n');
    const names = header.replace(/^# /, '').split(',');
    const stats = {};
    for (const row of rows) {
      const field = Object.fromEntries(row.split(',').map((value, i) => [names[i], value]));
      if (field.pxname !== BACKEND || !INSTANCES.includes(field.svname)) continue;
      const responses = ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other'];
      stats[field.svname] = {
        status: field.status,
        responses: responses.reduce((sum, name) => sum + Number(field[name] || 0), 0),
      };
    }
    return stats;
  }

  return {
    instanceStats,
    /** Takes an instance out of rotation (maintenance, no checks) or puts it back and waits until it is UP. */
    async setInRotation(name, inRotation) {
      await command(`${inRotation ? 'enable' : 'disable'} server ${BACKEND}/${name}`);
      for (let attempt = 0; inRotation; attempt += 1) {
        const { status } = (await instanceStats())[name];
        if (status === 'UP') break;
        if (attempt === 100) throw new Error(`${name} is ${status} in HAProxy after 20 s`);
        await sleep(200);
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
