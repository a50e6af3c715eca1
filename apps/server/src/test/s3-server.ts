import { readdir, readFile, rm, stat, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// s3rver speaks the S3 protocol over loopback for tests (no types published).
// @ts-expect-error -- untyped test dependency
import S3rver from 's3rver';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const noSuchUpload = (ctx: KoaContext) => {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml(
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
  );
};

/**
 * s3rver with the two multipart calls it lacks, ListParts and AbortMultipartUpload, answered as S3
 * documents them (and NoSuchUpload for an unknown upload) from s3rver's own upload folders (one file per part, with its MD5 beside it).
 */
function multipartExtras(uploadsDir: (bucket: string) => string, faults: { completeErrors: number }) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const [, bucket, ...key] = ctx.path.split('/');
    const uploadId = ctx.query.uploadId;
    const listing = ctx.method === 'GET' && uploadId;
    const aborting = ctx.method === 'DELETE' && uploadId;
    const completing = ctx.method === 'POST' && uploadId;
    if (!bucket || !key.length || !uploadId || !/^[0-9a-f]+$/.test(uploadId)) return next();
    // S3 may answer CompleteMultipartUpload with 200 and an error in the body (documented); nothing joined.
    if (completing && faults.completeErrors > 0) {
      faults.completeErrors--;
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = xml(
        '<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>',
      );
      return;
    }
    const dir = path.join(uploadsDir(bucket), uploadId);
    const files = await readdir(dir).catch(() => null);
    // s3rver fails a complete of an unknown upload with a 500; S3 answers NoSuchUpload.
    if (!files && (listing || aborting || completing)) return noSuchUpload(ctx);
    if (!files || !(listing || aborting)) return next();
    if (aborting) {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = files
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [info, md5] = await Promise.all([
          stat(path.join(dir, String(n))),
          readFile(path.join(dir, `${n}.md5`), 'utf8'),
        ]);
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}

/** A loopback S3 server with one empty bucket and the whole multipart API, for the multipart tests. */
export async function startMultipartS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ops-s3mp-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const store = server.store as { getResourcePath(bucket: string, key: undefined, resource: string): string };
  const faults = { completeErrors: 0 };
  (server.middleware as unknown[]).unshift(
    multipartExtras((b) => store.getResourcePath(b, undefined, 'uploads'), faults),
  );
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** The next `count` completes answer 200 with an error body. */
    failCompletes(count: number) {
      faults.completeErrors = count;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A PUT of one part's bytes to its presigned URL, as the browser sends it; answers the ETag the bucket gave. */
export async function putPresignedPart(url: string, bytes: Buffer) {
  const response = await fetch(url, { method: 'PUT', body: bytes });
  if (response.status !== 200) throw new Error(`part PUT answered ${response.status}`);
  return response.headers.get('etag')!;
}
