import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// s3rver speaks the S3 protocol over loopback for tests (no types published).
// @ts-expect-error -- untyped test dependency
import S3rver from 's3rver';

/** A real S3-protocol server on a free loopback port, with one empty bucket, for the S3 driver's tests. */
export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ops-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
