import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  NoSuchUpload,
  S3ServiceException,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import { AppError, badRequest } from '../lib/app-error.js';
import type { PresignedMultipart, StoredPart } from './storage-driver.js';

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const uploadGone = (error: unknown) =>
  error instanceof NoSuchUpload ||
  (error as { name?: string }).name === 'NoSuchUpload' ||
  status(error) === 404;
/** The store refused what it was sent (a part it does not have, too small, out of order...): the client's to fix. */
const refused = (error: unknown) =>
  error instanceof S3ServiceException && (status(error) ?? 500) >= 400 && (status(error) ?? 500) < 500;

/** ListParts pages hold up to 1000 parts; an upload has at most 10,000. */
const MAX_PAGES = 11;

/**
 * S3 multipart uploads: the browser PUTs each part to a presigned UploadPart URL, the server lists and
 * completes them. The part URLs need a CORS rule exposing ETag on the bucket (docs/deployment.md, File storage).
 */
export function createS3Multipart(
  client: S3Client,
  Bucket: string,
  checked: (key: string) => string,
): PresignedMultipart {
  const objectSize = async (Key: string) => {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
    } catch (error) {
      if (status(error) === 404) return null;
      throw error;
    }
  };

  return {
    kind: 'presigned',
    async begin(key) {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: checked(key) }));
      if (!UploadId) throw new Error('The store answered no UploadId.');
      return UploadId;
    },

    partUrl(key, UploadId, PartNumber, seconds) {
      const command = new UploadPartCommand({ Bucket, Key: checked(key), UploadId, PartNumber });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },

    async listParts(key, UploadId) {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        let answer;
        try {
          answer = await client.send(
            new ListPartsCommand({ Bucket, Key: checked(key), UploadId, PartNumberMarker: marker }),
          );
        } catch (error) {
          if (uploadGone(error)) return null;
          throw error;
        }
        for (const part of answer.Parts ?? []) {
          if (part.PartNumber && part.ETag) {
            parts.push({ partNumber: part.PartNumber, etag: part.ETag, size: part.Size ?? 0 });
          }
        }
        if (!answer.IsTruncated || !answer.NextPartNumberMarker) break;
        marker = answer.NextPartNumberMarker;
      }
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },

    async complete(key, UploadId, parts) {
      const Key = checked(key);
      try {
        const answer = await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId: UploadId ?? undefined,
            MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
          }),
        );
        // S3 may answer 200 with an <Error> body, which the SDK can pass on as an empty result: a completed
        // upload always answers its object's ETag.
        if (!answer.ETag) throw new AppError(502, DELIVERY_MESSAGES.storeFailed);
      } catch (error) {
        if (error instanceof AppError) throw error;
        const expected = parts.reduce((sum, p) => sum + p.size, 0);
        // Completed already (a retry after a lost answer): the object is there, whole.
        if (uploadGone(error) && (await objectSize(Key)) === expected) return;
        if (uploadGone(error)) throw badRequest(DELIVERY_MESSAGES.uploadAborted);
        if (refused(error)) throw badRequest(DELIVERY_MESSAGES.storeFailed);
        // Still failing after the SDK's own retries (a 5xx, or a 200 with an <Error> body): the client may
        // complete again, the parts stay.
        // (The SDK raises an empty 200 as a plain error with a 5xx status.)
        if (error instanceof S3ServiceException || (status(error) ?? 0) >= 500)
          throw new AppError(502, DELIVERY_MESSAGES.storeFailed);
        throw error;
      }
    },

    async abort(key, UploadId) {
      const Key = checked(key);
      if (UploadId) {
        try {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
        } catch (error) {
          if (!uploadGone(error)) throw error;
        }
      }
      // Bytes of an upload completed just before it was aborted go too.
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
