import {
  type ApprovalVariant,
  LOCKED_CONTENT_FIELDS,
  LOCKED_DATE_FIELDS,
  LOCKED_FILE_FIELDS,
  LOCKED_VARIANT_FIELDS,
  variantApproved,
} from '@expertos/domain/approvals/content';
import { roundState } from '@expertos/domain/approvals/round';
import type { Db } from '../../db/database.js';
import { contentHash, type PostContentReader } from './post-content.js';
import { type RoundsRepository, toDecisionRow } from './rounds.repository.js';
import type { WorkflowsRepository } from './workflows.repository.js';

/** Whether a post may go out as it is now. */
export type ApprovalGateState = 'not_required' | 'approved' | 'waiting';

/**
 * What other modules ask of approvals (docs/product.md#approvals), in their own transaction
 * where they have one: whether the brand's workflow makes posts wait (required, multi-step);
 * whether the post's exact content now is what its newest round approved (every step's
 * approval on this content's hash); and which fields of an edit an approval locks.
 */
export function createApprovalGate(deps: {
  rounds: Pick<RoundsRepository, 'latest' | 'decisions'>;
  workflows: Pick<WorkflowsRepository, 'workflow'>;
  content: PostContentReader;
}) {
  const required = async (projectId: string, trx?: Db) => {
    const mode = (await deps.workflows.workflow(projectId, trx))?.mode;
    return mode === 'required' || mode === 'multi_step';
  };

  /** The newest round approved this exact content (whatever the workflow's mode). */
  async function approvedAsIs(ticketId: string, projectId: string, trx?: Db): Promise<boolean> {
    const round = await deps.rounds.latest(ticketId, trx);
    if (round?.status !== 'approved') return false;
    const workflow = await deps.workflows.workflow(projectId, trx);
    const [content, decisions] = await Promise.all([
      deps.content.of(ticketId, trx),
      deps.rounds.decisions(round.id, trx),
    ]);
    const version = contentHash(content, Boolean(workflow && Number(workflow.lock_dates)));
    return roundState(round.steps, decisions.map(toDecisionRow), version).status === 'approved';
  }

  return {
    required,
    approvedAsIs,

    /** For publishing: `waiting` when the workflow requires approval and this content has none. */
    async state(ticketId: string, projectId: string, trx?: Db): Promise<ApprovalGateState> {
      if (!(await required(projectId, trx))) return 'not_required';
      return (await approvedAsIs(ticketId, projectId, trx)) ? 'approved' : 'waiting';
    },

    /**
     * For publishing, under a workflow that makes posts wait: which of the variants about to be
     * scheduled (by their place in the list) are not what was approved (docs/product.md#approvals).
     */
    async unapprovedVariants(
      ticketId: string,
      projectId: string,
      variants: readonly ApprovalVariant[],
      trx?: Db,
    ): Promise<number[]> {
      if (!(await required(projectId, trx))) return [];
      const content = await deps.content.of(ticketId, trx);
      return variants.flatMap((variant, index) => (variantApproved(content, variant) ? [] : [index]));
    },

    /** Of the fields an edit changes, those the post's approval locks (none unless approved). */
    async lockedFields(ticketId: string, projectId: string, changed: readonly string[], trx?: Db) {
      const lockable = new Set<string>([
        ...LOCKED_CONTENT_FIELDS,
        ...LOCKED_FILE_FIELDS,
        ...LOCKED_VARIANT_FIELDS,
      ]);
      if (!changed.some((field) => lockable.has(field) || field === 'due_date')) return [];
      const round = await deps.rounds.latest(ticketId, trx);
      if (round?.status !== 'approved') return [];
      const workflow = await deps.workflows.workflow(projectId, trx);
      if (workflow && Number(workflow.lock_dates))
        for (const field of LOCKED_DATE_FIELDS) lockable.add(field);
      return changed.filter((field) => lockable.has(field));
    },
  };
}
export type ApprovalGate = ReturnType<typeof createApprovalGate>;
