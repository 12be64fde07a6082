import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk under DATA_DIR by default, or an S3-compatible bucket
 * (s3-storage.ts; create-storage.ts picks one from the configuration). Keys are ours (random,
 * validated), never a client's file name, so no path can escape the root.
 */
/**
 * What a store keeps: bytes in memory (small images), or a file on local disk that the store
 * streams from (an upload's temporary file, platform/storage/upload.ts), so a large upload is
 * never held in memory whole.
 */
/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export type StorageBody = Buffer | { readonly path: string; readonly size: number };

export interface Storage {
  put(key: string, body: StorageBody): Promise<void>;
  /**
   * A stream of the file, or null when there is none. With a range, only bytes `start` to
   * `end` (both included, as in an HTTP Range header): a player seeking in a long recording.
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /**
   * What each workspace may keep in stored files, in bytes (STORAGE_QUOTA_MB; quota.ts checks
   * it before a file is stored); 0 or absent means unlimited.
   */
  readonly quotaBytes?: number;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/**
 * Every store refuses a key that is not `folder/…/name.ext` in lower-case letters, digits and
 * dashes: a bug upstream must never turn into `../` on disk or an odd object name in a bucket.
 */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, assertSafeKey(key));
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await fs.promises.writeFile(temporary, body);
        else await fs.promises.copyFile(body.path, temporary);
        await fs.promises.rename(temporary, file);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = resolve(key);
      try {
        await fs.promises.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
