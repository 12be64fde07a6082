import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { brandRoutes } from './brand.routes.js';
import { createBrandService } from './brand.service.js';
import { createBrandCheck } from './brand-check.service.js';

/**
 * The brand profile's records: voices, AI assistants, audiences, influences and the team's
 * feedback per field (docs/product.md#brand-profile). The profile's own fields travel with the
 * brand (the projects module).
 */
export function brandModule({ database, now }: ModuleDeps) {
  const brand = createBrandService({ db: database.db, dialect: database.dialect, now });
  const check = createBrandCheck({ db: database.db, now });
  return {
    name: 'brand',
    routes: brandRoutes({ brand, check }),
    services: { brand, check },
  } satisfies ServerModule & { services: unknown };
}
