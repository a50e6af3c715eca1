import path from 'node:path';
import type { Config } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import type { StorageDriver } from './storage-driver.js';

/**
 * The bucket when S3_BUCKET is set, otherwise the local folder DATA_DIR/storage. The AWS SDK (about 20 MB
 * of memory) is loaded only for a bucket.
 */
export async function createStorage(config: Config): Promise<StorageDriver> {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'storage'));
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
