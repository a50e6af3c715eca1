import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { configSchema } from '../config.js';
import { openPostgres } from '../db/client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { freePort } from '../test/free-port.js';
import { startServer, type ServerProcess } from '../test/server-process.js';
import { startHaproxy, type Haproxy } from './haproxy.js';

export const INSTANCES = ['instance1', 'instance2'] as const;

/** The server named by TEST_DATABASE_URL, else the local one; its maintenance database `postgres`. */
function adminUrl() {
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect().catch((error: Error) => {
    throw new Error(
      `the rolling-restart test needs PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432): ${error.message}`,
    );
  });
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** ROLLING_BASE_PORT=n uses n, n+1, n+2 (balancer, instances); free loopback ports otherwise. */
async function ports() {
  const base = Number(process.env.ROLLING_BASE_PORT);
  if (base > 0) return [base, base + 1, base + 2] as const;
  return [await freePort(), await freePort(), await freePort()] as const;
}

/**
 * Two built servers (`node dist/main.js`) on one scratch PostgreSQL database and one shared DATA_DIR
 * (the local-disk store), with the same signing secret, behind HAProxy run with the repository's
 * configuration; an in-process app on the same database and folder for the factories. The instances
 * drain for the shipped default SHUTDOWN_DRAIN_SECONDS, as production does.
 */
export async function rollingWorld(haproxyBinary: string) {
  const name = `${process.env.ROLLING_DB_PREFIX ?? 'ops_rolling_'}${process.pid}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-rolling-'));
  const database = openPostgres(databaseUrl);
  await database.migrate();
  const signingSecret = randomBytes(32).toString('hex');
  const seed: TestApp = await buildTestApp({ database, dataDir, env: { SIGNING_SECRET: signingSecret } });

  const [balancerPort, ...serverPorts] = await ports();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SIGNING_SECRET: signingSecret,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_SECONDS: String(configSchema.parse({}).SHUTDOWN_DRAIN_SECONDS),
    // Request logs: each instance's part PUTs are counted from them.
    LOG_LEVEL: 'info',
  };
  const servers: ServerProcess[] = [];
  const runs: { instance: number; server: ServerProcess }[] = [];
  let haproxy: Haproxy | null = null;
  const world = {
    seed,
    base: publicUrl,
    servers,
    get haproxy() {
      if (!haproxy) throw new Error('haproxy is not running');
      return haproxy;
    },
    /** The lines each instance wrote, over all its runs. */
    output: () =>
      INSTANCES.map((_, i) => runs.filter((r) => r.instance === i).flatMap((r) => r.server.output)),
    async startInstance(i: number) {
      const server = await startServer(serverPorts[i]!, env);
      servers[i] = server;
      runs.push({ instance: i, server });
    },
    /** SIGTERM; resolves once the process exited. */
    stopInstance: (i: number) => servers[i]!.stop('SIGTERM'),
    async start() {
      await Promise.all(INSTANCES.map((_, i) => world.startInstance(i)));
      haproxy = await startHaproxy(haproxyBinary, balancerPort, [serverPorts[0], serverPorts[1]], dataDir);
    },
    async close() {
      await haproxy?.stop();
      for (const server of servers) await server.stop('SIGKILL');
      await seed.close();
      await admin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return world;
}

export type RollingWorld = Awaited<ReturnType<typeof rollingWorld>>;
