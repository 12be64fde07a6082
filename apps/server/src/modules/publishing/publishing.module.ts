import type { ModuleDeps, ServerModule } from '../../platform/module.js';

/**
 * Publishing (docs/product.md#publishing; issue 39, being built): a brand's channels on the
 * networks, each post's publications and their timelines. Its tables and the publication's
 * guarded moves are here (publications.repository.ts); the routes, the engine's jobs and the
 * network adapters come next, and register here.
 */
export function publishingModule(_deps: ModuleDeps) {
  return { name: 'publishing' } satisfies ServerModule;
}
