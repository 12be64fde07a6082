import type { WorkspacePlan } from '@expertos/domain/billing.schema';
import { errorMessage } from '@expertos/domain/errors';
import { nameIsTaken } from '@expertos/domain/names';
import type { TeamList, TeamMember, Workspace, WorkspaceListItem } from '@expertos/domain/workspace.schema';
import type { Db } from '../../db/database.js';
import { fromDbBoolean } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { storedFileKeys } from '../../views/stored-files.view.js';
import type { KeyMembers } from './key-members.js';
import type { MemberAccess } from './member-access.js';
import type { Membership } from './membership.js';
import type { MemberRow, Role, WorkspacesRepository } from './workspaces.repository.js';
import type { WorkspacesTable } from './workspaces.tables.js';

/** What this module needs of the brands module (wired in modules/index.ts). */
export interface ProjectsPort {
  listProjectIds(workspaceId: string, trx?: Db): Promise<string[]>;
  setMemberProjects(workspaceId: string, memberId: string, projectIds: string[], trx?: Db): Promise<void>;
  downgradeBrandRoles(memberId: string, trx?: Db): Promise<void>;
  /** Deletes stored files (local disk or S3) whose rows are already gone. */
  deleteFiles(keys: string[]): Promise<void>;
  /** What the workspace's stored files take, and its quota (null: unlimited). */
  storageUsage?(workspaceId: string): Promise<{ usedBytes: number; quotaBytes: number | null }>;
}

/** What this module needs of the invites module: open invites show in the team list. */
export interface InvitesPort {
  listPending(
    workspaceId: string,
  ): Promise<Array<{ uid: string; email: string; role: Role; project_ids: string[] }>>;
  countPending(workspaceId: string): Promise<number>;
}

/** What this module needs of billing: every member reads the plan's standing with the workspace. */
export interface PlansPort {
  plansOf(
    workspaces: Array<{
      id: string;
      whitelisted: number;
      created_at: string;
      stripe_subscription_id: string | null;
    }>,
  ): Promise<Map<string, WorkspacePlan>>;
}

export interface WorkspacesServiceDeps {
  db: Db;
  repository: WorkspacesRepository;
  projects: () => ProjectsPort;
  invites: () => InvitesPort;
  plans: () => PlansPort;
  /** `member.joined` and `member.removed` are raised in the change's transaction. */
  events: EventBus;
  /** Which brands a member may see. */
  access: MemberAccess;
  /** The workspace keys' own members (key-members.ts): their accounts go with the workspace. */
  keyMembers: Pick<KeyMembers, 'removeAll'>;
}

function toWorkspace(row: WorkspacesTable, isAdmin: boolean, plan: WorkspacePlan): Workspace {
  return {
    uid: row.id,
    name: row.name,
    industry: row.industry,
    owner: row.owner_id,
    admin: isAdmin,
    whitelisted: fromDbBoolean(row.whitelisted),
    stripe_subscription_id: row.stripe_subscription_id,
    created_at: row.created_at,
    plan,
  };
}

export function createWorkspacesService({
  db,
  repository,
  projects,
  invites,
  plans,
  events,
  access,
  keyMembers,
}: WorkspacesServiceDeps) {
  const transaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> => db.transaction().execute(fn);

  async function memberProjects(member: MemberRow, all: () => Promise<string[]>): Promise<string[]> {
    // Admins see every brand of the workspace (null: the one rule's "every brand").
    return (await access.visibleProjectIds({ role: member.role, memberId: member.id })) ?? all();
  }

  async function toTeamMember(member: MemberRow, all: () => Promise<string[]>): Promise<TeamMember> {
    return {
      uid: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      status: member.status,
      project_uids: await memberProjects(member, all),
      invite_uid: null,
      // A person here only as a Jira user: marked, never a seat (docs/product.md#seats).
      ...(member.jira_associated === 1 ? { from_jira: true as const } : {}),
    };
  }

  /**
   * Refuses a change that would leave the workspace without an admin
   * (docs/product.md#workspaces-and-members).
   */
  async function keepOneAdmin(workspaceId: string, member: MemberRow, trx: Db) {
    if (member.role === 'admin' && (await repository.countAdmins(workspaceId, trx)) <= 1) {
      throw new AppError('workspace_min_one');
    }
  }

  /**
   * What an external user sees of the team (docs/product.md#roles-and-access): the joined people who
   * share one of their brands, without anyone else's e-mail, and no open invites.
   */
  async function externalTeam(
    workspaceId: string,
    viewer: Membership,
    filter: { search?: string; role?: Role; status?: string },
  ): Promise<TeamList> {
    const mine = new Set(await access.grantedProjectIds(viewer.memberId));
    const wantJoined = !filter.status || filter.status === 'joined';
    const members = wantJoined ? await repository.listMembers(workspaceId, filter) : [];
    const visible: TeamMember[] = [];
    for (const member of members) {
      const self = member.id === viewer.memberId;
      const granted = self ? [...mine] : await access.grantedProjectIds(member.id);
      const shared = granted.filter((id) => mine.has(id));
      if (!self && shared.length === 0) continue;
      visible.push({
        uid: member.id,
        email: self ? member.email : '',
        name: member.name,
        role: member.role,
        status: member.status,
        project_uids: shared,
        invite_uid: null,
      });
    }
    return { members: visible, seats: { claimed: visible.length, pending: 0 } };
  }

  /**
   * Refuses a workspace name its owner already uses (docs/product.md#unique-names). Checked in
   * code under the owner's lock rather than by a unique index: existing databases may already
   * hold duplicates (made before this rule), which an index migration would fail on, and the
   * rule compares names ignoring case and spacing, which SQLite's lower() cannot do for non-ASCII.
   */
  async function assertNameFree(ownerId: string, name: string, exceptId: string | null, trx: Db) {
    await repository.lockOwner(ownerId, trx);
    if (nameIsTaken(name, await repository.ownedNames(ownerId, exceptId, trx))) {
      throw new AppError('workspace_name_taken', {
        details: [{ path: 'name', message: errorMessage('workspace_name_taken') }],
      });
    }
  }

  return {
    transaction,

    async list(userId: string): Promise<WorkspaceListItem[]> {
      const rows = await repository.listForUser(userId);
      const planOf = await plans().plansOf(rows);
      return rows.map((row) => ({
        workspaces: toWorkspace(row as unknown as WorkspacesTable, row.role === 'admin', planOf.get(row.id)!),
        role: row.role,
        status: row.status,
        member_uid: row.member_id,
      }));
    },

    /** Onboarding: a new workspace whose creator is its owner and admin. */
    async create(
      userId: string,
      email: string,
      input: { name: string; industry?: string | null },
    ): Promise<Workspace> {
      const row = await transaction(async (trx) => {
        await assertNameFree(userId, input.name, null, trx);
        const row = await repository.insertWorkspace(
          { name: input.name, industry: input.industry ?? null, ownerId: userId },
          trx,
        );
        const memberId = await repository.insertMember(
          { workspaceId: row.id, userId, email, role: 'admin' },
          trx,
        );
        await events.emit(trx, 'member.joined', { workspaceId: row.id, memberId, userId, role: 'admin' });
        return row;
      });
      return toWorkspace(row, true, (await plans().plansOf([row])).get(row.id)!);
    },

    async get(membership: Membership): Promise<Workspace> {
      const row = await repository.findWorkspace(membership.workspaceId);
      if (!row) throw new AppError('not_found');
      const plan = (await plans().plansOf([row])).get(row.id)!;
      const workspace = toWorkspace(row, membership.role === 'admin', plan);
      // Admins also see how much of the workspace's storage quota its files take.
      const usage = membership.role === 'admin' ? await projects().storageUsage?.(row.id) : undefined;
      if (!usage) return workspace;
      return { ...workspace, storage_used_bytes: usage.usedBytes, storage_quota_bytes: usage.quotaBytes };
    },

    async update(
      membership: Membership,
      changes: { name?: string; industry?: string | null },
    ): Promise<Workspace> {
      await transaction(async (trx) => {
        if (changes.name !== undefined) {
          const row = await repository.findWorkspace(membership.workspaceId, trx);
          if (!row) throw new AppError('not_found');
          await assertNameFree(row.owner_id, changes.name, row.id, trx);
        }
        await repository.updateWorkspace(membership.workspaceId, changes, trx);
      });
      return this.get(membership);
    },

    /**
     * Only the owner deletes, and never their only owned workspace
     * (docs/product.md#workspaces-and-members).
     */
    async remove(membership: Membership, userId: string): Promise<void> {
      if (!membership.isOwner) throw new AppError('workspace_delete_own');
      const keys = await transaction(async (trx) => {
        if ((await repository.countOwned(userId, trx)) <= 1) throw new AppError('workspace_no_delete');
        const keys = await storedFileKeys(trx, { workspaceId: membership.workspaceId });
        await keyMembers.removeAll(trx, membership.workspaceId);
        await repository.deleteWorkspace(membership.workspaceId, trx);
        return keys;
      });
      // The brands' files (covers, reference images, comment attachments), once committed.
      await projects().deleteFiles(keys);
    },

    async team(
      workspaceId: string,
      filter: { search?: string; role?: Role; status?: string },
      viewer?: Membership | null,
    ): Promise<TeamList> {
      if (viewer?.role === 'external') return externalTeam(workspaceId, viewer, filter);
      const allIds = (() => {
        let cached: Promise<string[]> | null = null;
        return () => (cached ??= projects().listProjectIds(workspaceId));
      })();
      const wantJoined = !filter.status || filter.status === 'joined';
      const wantInvited = !filter.status || filter.status === 'invited';
      const members = wantJoined ? await repository.listMembers(workspaceId, filter) : [];
      const joined = await Promise.all(members.map((member) => toTeamMember(member, allIds)));
      const pending = wantInvited ? await invites().listPending(workspaceId) : [];
      const search = filter.search;
      const invited: TeamMember[] = pending
        .filter(
          (invite) =>
            (!filter.role || invite.role === filter.role) && (!search || invite.email.includes(search)),
        )
        .map((invite) => ({
          uid: invite.uid,
          email: invite.email,
          name: null,
          role: invite.role,
          status: 'invited',
          project_uids: invite.project_ids,
          invite_uid: invite.uid,
        }));
      return {
        members: [...joined, ...invited],
        seats: {
          claimed: await repository.countMembers(workspaceId, { seatsOnly: true }),
          pending: await invites().countPending(workspaceId),
        },
      };
    },

    /** Role and brand access of a member (admin only, enforced by the route). */
    async updateMember(
      workspaceId: string,
      memberId: string,
      changes: { role?: Role; project_uids?: string[] },
    ): Promise<TeamMember> {
      await transaction(async (trx) => {
        const member = await repository.findMember(workspaceId, memberId, trx);
        if (!member) throw new AppError('not_found');
        const workspace = await repository.findWorkspace(workspaceId, trx);
        if (changes.role && changes.role !== member.role) {
          if (member.role === 'admin') await keepOneAdmin(workspaceId, member, trx);
          // The owner stays an admin of their own workspace.
          if (workspace?.owner_id === member.user_id) throw new AppError('workspace_edit_user_failure');
          await repository.setRole(memberId, changes.role, trx);
          // An external user administers no brand, not even one they created.
          if (changes.role === 'external') await projects().downgradeBrandRoles(memberId, trx);
        }
        if (changes.project_uids) {
          const valid = new Set(await projects().listProjectIds(workspaceId, trx));
          if (changes.project_uids.some((id) => !valid.has(id))) {
            throw new AppError('validation_error', {
              details: [{ path: 'project_uids', message: 'Only brands of this workspace can be given.' }],
            });
          }
          await projects().setMemberProjects(workspaceId, memberId, changes.project_uids, trx);
        }
        if (changes.role || changes.project_uids)
          await events.emit(trx, 'member.access_changed', { workspaceId, memberId });
      });
      const updated = await repository.findMember(workspaceId, memberId);
      return toTeamMember(updated!, () => projects().listProjectIds(workspaceId));
    },

    /**
     * Removes a member; never the last user, the last admin, or the owner
     * (docs/product.md#workspaces-and-members).
     */
    async removeMember(workspaceId: string, memberId: string): Promise<void> {
      await transaction(async (trx) => {
        const member = await repository.findMember(workspaceId, memberId, trx);
        if (!member) throw new AppError('not_found');
        if ((await repository.countMembers(workspaceId, {}, trx)) <= 1)
          throw new AppError('workspace_last_user');
        await keepOneAdmin(workspaceId, member, trx);
        const workspace = await repository.findWorkspace(workspaceId, trx);
        if (workspace?.owner_id === member.user_id) throw new AppError('workspace_edit_user_failure');
        await repository.deleteMember(memberId, trx);
        await events.emit(trx, 'member.removed', { workspaceId, memberId, userId: member.user_id });
      });
    },

    /**
     * Signs a member out of every session (docs/product.md#sessions): a workspace admin's
     * answer to a lost laptop. The owner is signed out only by themselves; nobody signs in as a
     * person here only from Jira. Answers how many sessions ended.
     */
    async signOutMember(
      workspaceId: string,
      memberId: string,
      by: { userId: string },
      signOut: (userId: string) => Promise<number>,
    ): Promise<number> {
      const member = await repository.findMember(workspaceId, memberId);
      if (member?.status !== 'joined' || member.jira_associated === 1) throw new AppError('not_found');
      const workspace = await repository.findWorkspace(workspaceId);
      if (workspace?.owner_id === member.user_id && by.userId !== member.user_id)
        throw new AppError('workspace_edit_user_failure');
      const ended = await signOut(member.user_id);
      await transaction((trx) =>
        events.emit(trx, 'member.signed_out', {
          workspaceId,
          memberId,
          userId: member.user_id,
          by: by.userId,
        }),
      );
      return ended;
    },

    /**
     * For the invites module (the accepting user joins with the invite's role and brands) and
     * the sso module (a first sign-in through the workspace's single sign-on: `via: 'sso'`).
     */
    async addMember(
      input: {
        workspaceId: string;
        userId: string;
        email: string;
        role: Role;
        projectIds: string[];
        via?: 'sso';
      },
      trx?: Db,
    ): Promise<{ memberId: string }> {
      const run = async (tx: Db) => {
        if (await repository.findMemberByUser(input.workspaceId, input.userId, tx)) {
          throw new AppError('user_already_in_workspace');
        }
        const memberId = await repository.insertMember(input, tx);
        if (input.projectIds.length > 0) {
          await projects().setMemberProjects(input.workspaceId, memberId, input.projectIds, tx);
        }
        await events.emit(tx, 'member.joined', {
          workspaceId: input.workspaceId,
          memberId,
          userId: input.userId,
          role: input.role,
          ...(input.via ? { via: input.via } : {}),
        });
        return { memberId };
      };
      return trx ? run(trx) : transaction(run);
    },

    async findMemberByEmail(workspaceId: string, email: string) {
      const row = await repository.findMemberByEmail(workspaceId, email);
      return row ? { memberId: row.id, userId: row.user_id } : null;
    },

    async getWorkspaceName(workspaceId: string): Promise<string | null> {
      return (await repository.findWorkspace(workspaceId))?.name ?? null;
    },
  };
}
export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
