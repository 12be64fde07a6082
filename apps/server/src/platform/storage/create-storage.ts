import type { StorageConfig } from '../../config.js';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, type Storage } from './storage.js';

/**
 * The store the configuration asks for: local disk (the default) or an S3-compatible bucket,
 * carrying the per-workspace quota the services check before storing a file.
 */
export function createStorage(config: StorageConfig): Storage {
  const store = config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.root);
  return { ...store, quotaBytes: config.quotaBytes };
}
