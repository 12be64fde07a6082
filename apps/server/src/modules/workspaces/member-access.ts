import type { Db } from '../../db/database.js';
import {
  capByKey,
  type GrantRole,
  placeOnBrand,
  type Seer,
  seesTickets,
  visibleBrandFilter,
} from './brand-visibility.js';
import {
  administersBrand,
  brandAccessOf,
  type Membership,
  type ProjectAccess,
  placeAt,
} from './membership.js';
import { createMembershipRepository, type SeerRow } from './membership.repository.js';

/**
 * The one answer to "who may see which brand" (docs/product.md#roles-and-access), handed to
 * every module that filters by brand or tells people about one. It loads the facts; the rule
 * itself is `brand-visibility.ts`, and no other module decides it (brand-visibility.test.ts).
 */
export interface MemberAccess {
  /**
   * Null for workspace admins (every brand of the workspace), else the granted brands; capped by
   * the caller's brand-limited key when the membership carries one.
   */
  visibleProjectIds(
    membership: Pick<Membership, 'role' | 'memberId' | 'keyBrands'>,
    trx?: Db,
  ): Promise<string[] | null>;
  /**
   * `visibleProjectIds` in two halves, for a caller that reads the member's grants in a
   * statement of its own (the kept list's version and grants in one round trip,
   * tickets/ticket-list.service.ts): `grantsOf(memberId)` is the subquery answering the granted
   * brands' ids joined by commas, `visibleGiven` the rule's answer on what it answered.
   */
  grantsOf(memberId: string): GrantsQuery;
  visibleGiven(membership: Pick<Membership, 'role' | 'keyBrands'>, granted: string | null): string[] | null;
  /** The brands granted to the member, whatever their workspace role. */
  grantedProjectIds(memberId: string, trx?: Db): Promise<string[]>;
  /**
   * The person (user id) behind a member, or null when the member is gone. For modules whose
   * events name members but whose rule counts people (the outbound-mail limits, per sender).
   */
  userOf(memberId: string, trx?: Db): Promise<string | null>;
  /**
   * A person's place on a brand, decided now as the `projectMember` level decides it: their
   * joined membership of the brand's workspace and their access to the brand. Null when they
   * have none (not joined, removed, or not granted the brand), or the brand does not exist.
   * For modules whose resources name a brand rather than the URL (recordings, imports).
   * `keyBrands`: the caller's brand-limited key's brands (`keyBrandsOf(request)`), if any.
   */
  onBrand(
    userId: string,
    projectId: string,
    keyBrands?: readonly string[] | null,
  ): Promise<{ membership: Membership; project: ProjectAccess } | null>;
  /** As `onBrand`, for a member named by id (who started a job, say) rather than a signed-in person. */
  memberOnBrand(
    memberId: string,
    projectId: string,
  ): Promise<{ membership: Membership; project: ProjectAccess } | null>;
  /**
   * Whether a person administers a brand now, as the `projectAdmin` level decides it (`onBrand`
   * or `memberOnBrand`, then `administersBrand`). For a step that finishes later what a brand
   * admin started (an OAuth connect flow's callback), named by whichever id it kept.
   */
  adminOnBrand(who: { userId: string } | { memberId: string }, projectId: string): Promise<boolean>;
  /**
   * Of these members, those who may see the brand now (`tickets`: and open its tasks, so never
   * an external). Nobody hears of, or is mentioned on, what they cannot see.
   */
  whoSees(
    project: { projectId: string; workspaceId: string },
    memberIds: string[],
    options: { tickets: boolean },
    trx?: Db,
  ): Promise<Set<string>>;
  /** The brand's administrators now: joined workspace admins, and granted brand admins who are not external. */
  brandAdmins(projectId: string, trx?: Db): Promise<string[]>;
  /**
   * A member who may be given tasks on these brands: their role, which of the brands' tasks
   * they may open, and whether they are a workspace key's own member rather than a person
   * (`viaKey`: never given a task or an approval). Null when they are not a joined member.
   */
  taskBrandsOf(
    workspaceId: string,
    memberId: string,
    projectIds: string[],
    trx?: Db,
  ): Promise<{ role: Seer['role']; projectIds: Set<string>; viaKey: boolean } | null>;
  /**
   * The brands whose tasks a person may open in a workspace: `all`, the granted ones, or null
   * when none at all (not a joined member, or external). For feeds read without a session, and
   * a caller's brand-limited key (`keyBrands`), which turns `all` into its brands.
   */
  taskBrandsOfPerson(
    workspaceId: string,
    userId: string,
    keyBrands?: readonly string[] | null,
  ): Promise<string[] | 'all' | null>;
  /**
   * For the live stream: of these people (user ids), the joined members of the workspace, and
   * for each brand those who may open its tasks.
   */
  readers(
    workspaceId: string,
    userIds: string[],
    projectIds: string[],
  ): Promise<{ members: Set<string>; brands: Map<string, Set<string>> }>;
}

/** The projects module's subquery of a member's granted brands (`MemberAccess.grantsOf`). */
type GrantsQuery = ReturnType<ReturnType<typeof createMembershipRepository>['grantedListOf']>;

const grantKey = (memberId: string, projectId: string) => `${memberId} ${projectId}`;

export function createMemberAccess(db: Db): MemberAccess {
  const repository = createMembershipRepository(db);

  /** Each member's grants on the brands asked about, keyed by member and brand. */
  async function grantsOf(members: SeerRow[], projectIds: string[], trx?: Db) {
    // Workspace admins see every brand whatever their grants: only the others' are read.
    const others = members.filter((m) => m.status === 'joined' && m.role !== 'admin').map((m) => m.id);
    const rows = await repository.grants(others, projectIds, trx);
    const grants = new Map<string, GrantRole>(rows.map((g) => [grantKey(g.member_id, g.project_id), g.role]));
    return (memberId: string, projectId: string): GrantRole =>
      grants.get(grantKey(memberId, projectId)) ?? null;
  }

  // As the `projectMember` level decides it: the same statement (membership.ts `placeAt`).
  const brandPlace = placeAt(repository, repository.brandPlaceOf);
  const onBrand: MemberAccess['onBrand'] = async (userId, projectId, keyBrands = null) =>
    (await brandPlace(userId, projectId, keyBrands))?.found ?? null;

  const memberOnBrand: MemberAccess['memberOnBrand'] = async (memberId, projectId) => {
    const [member, project] = await Promise.all([
      repository.memberById(memberId),
      repository.project(projectId),
    ]);
    if (member?.status !== 'joined' || !project) return null;
    const membership: Membership = {
      workspaceId: member.workspace_id,
      memberId: member.id,
      role: member.role,
      isOwner: member.user_id !== null && member.user_id === member.owner_id,
    };
    const access = await brandAccessOf(repository, project, membership);
    return access ? { membership, project: access } : null;
  };

  return {
    grantsOf: (memberId) => repository.grantedListOf(memberId),
    visibleGiven: (membership, granted) =>
      capByKey(
        visibleBrandFilter({ role: membership.role, status: 'joined' }, granted ? granted.split(',') : []),
        membership.keyBrands,
      ),
    async visibleProjectIds(membership, trx) {
      const seer = { role: membership.role, status: 'joined' };
      const visible =
        visibleBrandFilter(seer, []) === null
          ? null
          : visibleBrandFilter(seer, await repository.grantedProjectIds(membership.memberId, trx));
      return capByKey(visible, membership.keyBrands);
    },
    grantedProjectIds: (memberId, trx) => repository.grantedProjectIds(memberId, trx),
    userOf: async (memberId, trx) => (await repository.userOfMember(memberId, trx)) ?? null,
    onBrand,
    memberOnBrand,
    async adminOnBrand(who, projectId) {
      const place =
        'userId' in who ? await onBrand(who.userId, projectId) : await memberOnBrand(who.memberId, projectId);
      return place !== null && administersBrand(place.membership, place.project);
    },
    async whoSees({ projectId, workspaceId }, memberIds, { tickets }, trx) {
      if (memberIds.length === 0) return new Set();
      const members = await repository.membersById(workspaceId, [...new Set(memberIds)], trx);
      const grantOf = await grantsOf(members, [projectId], trx);
      const sees = tickets ? seesTickets : (m: Seer, g: GrantRole) => placeOnBrand(m, g) !== null;
      return new Set(members.filter((m) => sees(m, grantOf(m.id, projectId))).map((m) => m.id));
    },
    async brandAdmins(projectId, trx) {
      const project = await repository.project(projectId, trx);
      if (!project) return [];
      const members = await repository.joinedMembers(project.workspace_id, trx);
      const grantOf = await grantsOf(members, [projectId], trx);
      return members.filter((m) => placeOnBrand(m, grantOf(m.id, projectId)) === 'admin').map((m) => m.id);
    },
    async taskBrandsOf(workspaceId, memberId, projectIds, trx) {
      const [member] = await repository.membersById(workspaceId, [memberId], trx);
      if (member?.status !== 'joined') return null;
      const grantOf = await grantsOf([member], projectIds, trx);
      return {
        role: member.role,
        projectIds: new Set(projectIds.filter((id) => seesTickets(member, grantOf(member.id, id)))),
        viaKey: Number(member.api_key) === 1,
      };
    },
    async taskBrandsOfPerson(workspaceId, userId, keyBrands = null) {
      const [member] = await repository.membersByUser(workspaceId, [userId]);
      // Not even a grant would let them open a task: nothing to list.
      if (!member || !seesTickets(member, 'member')) return null;
      const visible =
        visibleBrandFilter(member, []) === null
          ? null
          : visibleBrandFilter(member, await repository.grantedProjectIds(member.id));
      const capped = capByKey(visible, keyBrands);
      return capped ?? 'all';
    },
    async readers(workspaceId, userIds, projectIds) {
      const members = (await repository.membersByUser(workspaceId, userIds)).filter(
        (m) => m.status === 'joined' && m.user_id !== null,
      );
      const grantOf = await grantsOf(members, projectIds);
      const brands = new Map<string, Set<string>>();
      for (const projectId of projectIds) {
        brands.set(
          projectId,
          new Set(members.filter((m) => seesTickets(m, grantOf(m.id, projectId))).map((m) => m.user_id!)),
        );
      }
      return { members: new Set(members.map((m) => m.user_id!)), brands };
    },
  };
}
