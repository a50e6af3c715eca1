import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../test/free-port.js';

const run = promisify(execFile);

/** What a test needs to reach and restart the suite's own PostgreSQL server. */
export interface PrivatePostgres {
  /** The server's `postgres` database, for creating each test file's own. */
  adminUrl: string;
  binDir: string;
  dir: string;
  port: number;
}

/** PG_BIN, else the newest Debian server binaries, else whatever `initdb` is on the PATH. */
function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin') : '';
}

/** initdb and postgres refuse to run as root: as root the cluster belongs to the `postgres` account. */
const asRoot = process.getuid?.() === 0;

async function pgTool(cluster: Pick<PrivatePostgres, 'binDir'>, tool: string, args: string[]) {
  const binary = cluster.binDir ? path.join(cluster.binDir, tool) : tool;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  return run(file, argv, { timeout: 60_000 });
}

async function ownerIds() {
  const { stdout } = await run('id', ['postgres']);
  const uid = Number(/uid=(\d+)/.exec(stdout)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(stdout)?.[1]);
  return { uid, gid };
}

const dataDir = (cluster: PrivatePostgres) => path.join(cluster.dir, 'data');

/** Starts the server and waits until it takes connections. */
export async function startPostgres(cluster: PrivatePostgres) {
  // Durability is not what these tests measure: no fsync keeps initdb and restarts fast.
  const options = `-p ${cluster.port} -k ${cluster.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  await pgTool(cluster, 'pg_ctl', [
    '-D',
    dataDir(cluster),
    '-l',
    path.join(cluster.dir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
}

/** Stops the server: `fast` ends every session (an orderly restart), `immediate` is a crash. */
export async function stopPostgres(cluster: PrivatePostgres, mode: 'fast' | 'immediate') {
  await pgTool(cluster, 'pg_ctl', ['-D', dataDir(cluster), '-m', mode, '-w', 'stop']);
}

/** A fresh cluster of its own on a free loopback port (never the machine's shared server), started. */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const binDir = findBinDir();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ops-faults-pg-'));
  if (asRoot) {
    const { uid, gid } = await ownerIds();
    await chown(dir, uid, gid);
  }
  const port = await freePort();
  const cluster = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    binDir,
    dir,
    port,
  };
  try {
    await pgTool(cluster, 'initdb', [
      ...['-D', dataDir(cluster), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8'],
      ...['--no-locale', '--no-sync'],
    ]);
    await startPostgres(cluster);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `No private PostgreSQL for the fault tests (they need initdb and pg_ctl; PG_BIN names their folder): ${String(error)}`,
      { cause: error },
    );
  }
  return cluster;
}

/** Stops the cluster (if it runs) and removes its files. */
export async function removePrivatePostgres(cluster: PrivatePostgres) {
  await stopPostgres(cluster, 'immediate').catch(() => undefined);
  await rm(cluster.dir, { recursive: true, force: true });
}

/** A new empty database on the cluster; answers its URL. */
export async function createDatabase(cluster: Pick<PrivatePostgres, 'adminUrl'>, name: string) {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}"`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
