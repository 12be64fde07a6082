import type { FastifyInstance } from 'fastify';
import { registerAccessContext } from '../../platform/access.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import { type ProjectContext, projectContext } from '../workspaces/membership.js';

declare module '../../platform/access.js' {
  interface AccessContexts {
    projectResults: ProjectContext;
  }
}

/**
 * The `projectResults` level (platform/access.ts): the brand's members who work on its tickets,
 * and its externals once a brand admin has turned on "share results with externals"
 * (docs/product.md#analytics). Built on `projectMember`, so registered after the membership
 * policies; the brand's setting is read only for an external.
 */
export function registerAnalyticsPolicies(app: FastifyInstance, brands: Pick<BrandFacts, 'sharesResults'>) {
  const projectMember = app.accessPolicies.get('projectMember');
  if (!projectMember) throw new Error('register the membership policies before the analytics policies');
  app.accessPolicies.set('projectResults', async (request, user) => {
    if (!(await projectMember(request, user)) || !request.membership || !request.projectAccess) return false;
    if (request.membership.role !== 'external') return true;
    return brands.sharesResults(request.projectAccess.projectId);
  });
  registerAccessContext(app, 'projectResults', projectContext);
}
