import type { CreateMilestoneInput, Milestone, Tag } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import { createTicketLabelsRepository } from './ticket-labels.repository.js';
import { toMilestone, toTag } from './tickets.mapper.js';

/** Brand tags and milestones (docs/product.md#tickets): listed by name, created from the ticket form. */
export function createTicketLabelsService({
  db,
  access,
  brands,
}: {
  db: Db;
  access: MemberAccess;
  /** A workspace's brands (the projects module's), for its admins. */
  brands: Pick<BrandFacts, 'ofWorkspace'>;
}) {
  const labels = createTicketLabelsRepository(db);

  /** Every brand the caller may see: every brand of the workspace for its admins. */
  async function workspaceScope(membership: Membership): Promise<string[]> {
    const visible = await access.visibleProjectIds(membership);
    return visible ?? (await brands.ofWorkspace(membership.workspaceId)).map((brand) => brand.id);
  }

  return {
    async listTags(projectId: string): Promise<Tag[]> {
      return (await labels.tags([projectId])).map(toTag);
    },

    /** A new tag, or the brand's existing one of that name in any case (`created` false). */
    async createTag(projectId: string, name: string): Promise<{ tag: Tag; created: boolean }> {
      const { row, created } = await labels.ensureTag(projectId, name);
      return { tag: toTag(row), created };
    },

    async listMilestones(projectId: string): Promise<Milestone[]> {
      return (await labels.milestones([projectId])).map(toMilestone);
    },

    async createMilestone(
      projectId: string,
      input: CreateMilestoneInput,
    ): Promise<{ milestone: Milestone; created: boolean }> {
      const { row, created } = await labels.ensureMilestone(projectId, input.name, input.due_date ?? null);
      return { milestone: toMilestone(row), created };
    },

    /** The filter bar's choices on `/tasks`: tags of every brand the caller may see. */
    async workspaceTags(membership: Membership): Promise<Tag[]> {
      return (await labels.tags(await workspaceScope(membership))).map(toTag);
    },

    async workspaceMilestones(membership: Membership): Promise<Milestone[]> {
      return (await labels.milestones(await workspaceScope(membership))).map(toMilestone);
    },
  };
}
export type TicketLabelsService = ReturnType<typeof createTicketLabelsService>;
