import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../test/free-port.js';
import { startServer, type ServerProcess } from '../test/server-process.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { startMultipartS3Server } from '../test/s3-server.js';
import { openTestDatabase, resetPostgres } from '../test/test-database.js';
import { startMailSink, type MailSink } from './mail-sink.js';
import { nodeClient, type NodeClient } from './node-client.js';

const BUCKET = 'scale-out';

export interface TwoNodes {
  a: NodeClient;
  b: NodeClient;
  mail: MailSink;
  /** An in-process app on the same database and bucket, for the factories that write rows directly. */
  seed: TestApp;
}

/**
 * Two server processes (`node dist/main.js`) on one PostgreSQL database (emptied first, so both migrate it
 * at once, as a fresh deployment does), one S3-compatible server and one SMTP server, sharing the signing
 * secret, with the job queue on. Started before the file's tests, stopped after them.
 */
export function useTwoNodes(databaseUrl: string, env: Record<string, string> = {}) {
  const nodes = {} as TwoNodes;
  const cleanup: (() => Promise<unknown>)[] = [];
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    await resetPostgres(databaseUrl);
    const root = await mkdtemp(path.join(os.tmpdir(), 'ops-two-nodes-'));
    cleanup.push(() => rm(root, { recursive: true, force: true }));
    const s3 = await startMultipartS3Server(BUCKET);
    cleanup.push(() => s3.close());
    nodes.mail = await startMailSink();
    cleanup.push(() => nodes.mail.close());
    const storage = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const shared = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: nodes.mail.url,
      JOB_QUEUE: 'true',
      JOB_POLL_SECONDS: '0.5',
      SIGNING_SECRET: randomBytes(32).toString('hex'),
      ...storage,
      ...env,
    };
    const started = await Promise.allSettled(
      ['a', 'b'].map(async (name) => {
        const dir = path.join(root, name);
        await mkdir(dir);
        const port = await freePort();
        return startServer(port, { ...shared, DATA_DIR: dir, PUBLIC_URL: `http://127.0.0.1:${port}` });
      }),
    );
    processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    [nodes.a, nodes.b] = processes.map((p) => nodeClient(p.base)) as [NodeClient, NodeClient];

    nodes.seed = await buildTestApp({ database: await openTestDatabase({ reset: false }), env: storage });
    cleanup.push(() => nodes.seed.close());
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    for (const step of cleanup.reverse()) await step();
  });

  return nodes;
}
