import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage.js';

export interface S3StorageOptions {
  /** e.g. http://minio:9000; absent means AWS S3 itself. */
  endpoint?: string | undefined;
  /** Default us-east-1 (what most S3-compatible servers expect when they ignore regions). */
  region?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` rather than `bucket.host/key`; default true when an endpoint is given. */
  forcePathStyle?: boolean;
  /** Put before every key (`prefix/avatars/….png`); none by default. */
  prefix?: string;
}

/**
 * Uploads bound a request: a store that stops answering must fail the upload in seconds, not
 * hold it (and its memory) open. The request timeout runs until the response headers arrive;
 * the socket timeout catches a download that stalls half-way.
 */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const SOCKET_IDLE_TIMEOUT_MS = 30_000;

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), so several
 * API processes see the same files. Keys go in unchanged (after the same safety check as the
 * local disk), under an optional prefix.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region ?? 'us-east-1',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      socketTimeout: SOCKET_IDLE_TIMEOUT_MS,
    },
    // Other S3-compatible servers do not all understand the CRC checksums AWS's SDK now adds to
    // every upload; ask for them only where an operation requires them.
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => (prefix ? `${prefix}/${assertSafeKey(key)}` : assertSafeKey(key));
  const Bucket = options.bucket;

  return {
    async put(key, body) {
      // A file on disk is streamed up with its length stated, never read into memory whole.
      const [Body, ContentLength] = Buffer.isBuffer(body)
        ? [body, body.length]
        : [fs.createReadStream(body.path), body.size];
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body, ContentLength }));
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // On Node the body is the HTTP response itself, an IncomingMessage.
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success, as the local store does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  // Some servers answer a bare 404 with no error code in the body. A missing bucket is a
  // configuration mistake, not a missing file: that one must surface.
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== 'NoSuchBucket'
  );
}
