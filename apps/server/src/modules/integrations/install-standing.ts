import type { InstallStandingReason } from '@expertos/domain/integration-install';
import type { BillingService } from '../billing/billing.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';

/** Who started a connect flow, by whichever id its state kept; null when it kept none. */
export type Starter = { userId: string } | { memberId: string } | null;

/**
 * Whether the person who started a brand's connect flow (Slack, Jira, Instagram, YouTube;
 * docs/product.md#integrations) may still finish it: null when they may, else why not. The
 * start's guard (`projectAdmin`, `plan: 'required'`) ran when they pressed the button; the
 * provider sends the browser back up to 10 minutes later, to a public callback no guard
 * covers, and in between they may have been demoted, removed or the plan may have lapsed. So
 * the callback asks the same two questions again, in the guard's order (access, then plan),
 * before anything is exchanged or stored.
 */
export type StarterStanding = (
  starter: Starter,
  brand: { projectId: string; workspaceId: string },
) => Promise<InstallStandingReason | null>;

/**
 * Built once (modules/index.ts) from the owners of the two rules: the workspaces module's
 * `adminOnBrand` (the `projectAdmin` level) and the billing module's `isLocked` (the plan gate).
 */
export function createStarterStanding(deps: {
  access: Pick<MemberAccess, 'adminOnBrand'>;
  plans: Pick<BillingService, 'isLocked'>;
}): StarterStanding {
  return async (starter, brand) => {
    if (!starter || !(await deps.access.adminOnBrand(starter, brand.projectId)))
      return 'integration_not_brand_admin';
    if (await deps.plans.isLocked(brand.workspaceId)) return 'integration_plan_required';
    return null;
  };
}
