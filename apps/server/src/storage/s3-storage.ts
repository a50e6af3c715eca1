import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createS3Multipart } from './s3-multipart.js';
import { contentDisposition } from '@ops/contracts';
import { isSafeKey, type StorageDriver } from './storage-driver.js';

interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). Downloads are presigned GETs straight
 * from the bucket; the server streams only what it must (zips, previews).
 */
export function createS3Storage(options: S3Options): StorageDriver {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: other S3-compatible stores do not all speak the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };

  return {
    async put(key, body) {
      // Multipart for streams, so a large file never sits in memory whole.
      await new Upload({ client, params: { Bucket, Key: checked(key), Body: body } }).done();
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    downloadUrl(key, { name, seconds }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ResponseContentDisposition: contentDisposition('attachment', name),
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
    multipart: createS3Multipart(client, Bucket, checked),
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    describe: () => `S3 bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
  };
}
