import type { OpenApproval } from '@expertos/domain/approvals/open';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { RoundsService } from './rounds.service.js';

/**
 * The posts waiting for approval in the brands a member works on (docs/product.md#approvals):
 * for the badges on cards, the lists' filters and the "Waiting on me" view. Brand visibility is
 * the workspaces module's one rule (`taskBrandsOf`).
 */
export function createOpenApprovals(deps: {
  rounds: Pick<RoundsService, 'openIn'>;
  access: Pick<MemberAccess, 'taskBrandsOf'>;
  brands: Pick<BrandFacts, 'named'>;
  /** When each open step is due (the step timers), by round id. */
  dueOf?: (roundIds: string[]) => Promise<Map<string, string>>;
  now: () => Date;
}) {
  return {
    async list(workspaceId: string, memberId: string): Promise<OpenApproval[]> {
      const open = await deps.rounds.openIn(workspaceId, async (projectIds) => {
        const found = await deps.access.taskBrandsOf(workspaceId, memberId, projectIds);
        return found && found.role !== 'external' ? found.projectIds : new Set<string>();
      });
      if (open.length === 0) return [];
      const [brands, due] = await Promise.all([
        deps.brands.named(open.map((item) => item.round.project_id)),
        deps.dueOf
          ? deps.dueOf(open.map((item) => item.round.id))
          : Promise.resolve(new Map<string, string>()),
      ]);
      const now = deps.now().getTime();
      return open.map(({ round, content, state }) => {
        const step = round.steps[state.step]!;
        const brand = brands.get(round.project_id);
        const dueAt = due.get(round.id) ?? null;
        return {
          ticket_uid: round.ticket_id,
          ticket_id: content.number,
          summary: content.summary,
          project: { uid: round.project_id, name: brand?.name ?? '', slug: brand?.slug ?? '' },
          step: { number: state.step + 1, of: round.steps.length, kind: step.kind, rule: step.rule },
          requested_at: round.created_at,
          due_at: dueAt,
          overdue: dueAt !== null && new Date(dueAt).getTime() < now,
          waiting_on_me: step.kind === 'internal' && state.waitingOn.includes(memberId),
          waiting_on_client: step.kind === 'client',
        };
      });
    },
  };
}
export type OpenApprovals = ReturnType<typeof createOpenApprovals>;
