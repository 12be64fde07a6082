import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { contentSeriesRoutes } from './content-series.routes.js';
import { type ContentSeriesDeps, createContentSeriesService } from './content-series.service.js';

/**
 * Content series (docs/product.md#content-series): its own tables; posts are read, renamed and
 * made through the tickets module.
 */
export function contentSeriesModule(deps: ModuleDeps, services: Omit<ContentSeriesDeps, 'db'>) {
  const series = createContentSeriesService({ ...services, db: deps.database.db });
  return {
    name: 'content-series',
    routes: contentSeriesRoutes({ series }),
    services: { series },
  } satisfies ServerModule & { services: object };
}
