import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk under DATA_DIR by default, or an S3-compatible bucket
 * (s3-storage.ts; create-storage.ts picks one from the configuration). Keys are ours (random,
 * validated), never a client's file name, so no path can escape the root.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
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
    async put(key, data) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, data);
      await fs.promises.rename(temporary, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        await fs.promises.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
