import path from 'node:path';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { mediaRoutes } from './media.routes.js';
import { createVideoUploads } from './video-uploads.js';

/**
 * Recordings (docs/product.md#recordings): resumable uploads (tus) into the file store. The
 * unfinished bytes wait in DATA_DIR/uploads, on the machine that took them.
 */
export function mediaModule({ config, database, storage, now }: ModuleDeps): ServerModule {
  const uploads = createVideoUploads({
    db: database.db,
    storage,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    now,
  });
  return { name: 'media', routes: mediaRoutes({ uploads }) };
}
