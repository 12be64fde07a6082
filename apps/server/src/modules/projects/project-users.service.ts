import type { AccessRequested, AddProjectUserInput, ProjectUser } from '@expertos/domain/project.schema';
import type { Db, Dialect } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { createMemberRoles } from '../workspaces/member-roles.js';
import type { Membership, ProjectAccess } from '../workspaces/membership.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { toProjectUser } from './projects.mapper.js';
import { type BrandPlace, createProjectsRepository, type ProjectUserRow } from './projects.repository.js';
import { requireProjectAdmin } from './projects.service.js';

/** Who is on a brand, who asked to be, and the project admins' say over both. */
export function createProjectUsersService({
  db,
  dialect,
  events,
}: {
  db: Db;
  dialect: Dialect;
  /** `project.access_requested` and `member.access_changed` are raised in the change's transaction. */
  events: EventBus;
}) {
  const repository = createProjectsRepository(db, dialect);
  // Built before the workspaces module: its narrow reads come straight from the handle.
  const people = createPeopleService(db);
  const memberRoles = createMemberRoles(db);

  /**
   * The places with each person's e-mail and name (the workspaces module's people), in one read;
   * a member who left is left out.
   */
  async function withPeople(places: BrandPlace[]): Promise<ProjectUserRow[]> {
    if (places.length === 0) return [];
    const refs = await people.refs(places.map((place) => place.member_id));
    return places.flatMap((place) => {
      const person = refs.get(place.member_id);
      return person
        ? [
            {
              ...place,
              email: person.email,
              name: person.name,
              ...(person.via_key ? { via_key: true as const } : {}),
            },
          ]
        : [];
    });
  }

  /** By e-mail, as the database orders text (code points: SQLite, and PostgreSQL's C collation). */
  const byEmail = (a: ProjectUserRow, b: ProjectUserRow) =>
    a.email < b.email ? -1 : a.email > b.email ? 1 : 0;

  /**
   * Changes who is on a brand in one transaction with `member.access_changed`, so the member's
   * open tabs learn what they may now see (docs/architecture.md#live-updates).
   */
  function changeAccess<T>(
    workspaceId: string,
    memberId: string,
    change: (repo: ReturnType<typeof createProjectsRepository>) => Promise<T>,
    changed: (result: T) => boolean = () => true,
  ): Promise<T> {
    return db.transaction().execute(async (trx: Db) => {
      const result = await change(createProjectsRepository(trx, dialect));
      if (changed(result)) await events.emit(trx, 'member.access_changed', { workspaceId, memberId });
      return result;
    });
  }

  async function userOf(projectId: string, memberId: string): Promise<ProjectUser> {
    const place = await repository.place(projectId, memberId);
    const [row] = place ? await withPeople([place]) : [];
    if (!row) throw new AppError('user_not_in_project');
    return toProjectUser(row);
  }

  return {
    /** Everyone with a row on the brand: granted and requested (workspace admins see it implicitly). */
    /** External users see who is on the brand, but only their own e-mail and no access requests. */
    async list(
      projectId: string,
      viewer?: { role: string; memberId: string } | null,
    ): Promise<ProjectUser[]> {
      const users = (await withPeople(await repository.places(projectId))).sort(byEmail).map(toProjectUser);
      if (viewer?.role !== 'external') return users;
      return users
        .filter((user) => user.access === 'granted')
        .map((user) => (user.member_uid === viewer.memberId ? user : { ...user, email: '' }));
    },

    /** Gives a member of the brand's workspace access with a role (replacing what they had). */
    async add(access: ProjectAccess | null, input: AddProjectUserInput): Promise<ProjectUser> {
      const { projectId, workspaceId } = requireProjectAdmin(access);
      const role = await memberRoles.roleIn(workspaceId, input.member_uid);
      const member = role ? { id: input.member_uid, role } : null;
      if (!member) {
        throw new AppError('validation_error', {
          details: [
            { path: 'member_uid', message: 'Only members of this workspace can be added to its brands.' },
          ],
        });
      }
      // External collaborators see the brands they are given; they never manage one.
      if (member.role === 'external' && input.role === 'admin') {
        throw new AppError('validation_error', {
          details: [{ path: 'role', message: 'An external user can only be a project member.' }],
        });
      }
      await changeAccess(workspaceId, member.id, (repo) =>
        repo.putUser(projectId, member.id, input.role, 'granted'),
      );
      return userOf(projectId, member.id);
    },

    async remove(access: ProjectAccess | null, memberId: string): Promise<void> {
      const { projectId, workspaceId } = requireProjectAdmin(access);
      const removed = await changeAccess(
        workspaceId,
        memberId,
        (repo) => repo.removeUser(projectId, memberId),
        (done) => done,
      );
      if (!removed) throw new AppError('user_not_in_project');
    },

    /** Turns a member's request into access; granting someone who already has access changes nothing. */
    async grant(access: ProjectAccess | null, memberId: string): Promise<ProjectUser> {
      const { projectId, workspaceId } = requireProjectAdmin(access);
      await changeAccess(
        workspaceId,
        memberId,
        (repo) => repo.grantRequest(projectId, memberId),
        (done) => done,
      );
      return userOf(projectId, memberId);
    },

    /**
     * A workspace member without access asks for it (docs/product.md#brands). The guard only
     * checked the workspace; a brand of another workspace, or none, is refused like the
     * projectMember policy refuses it.
     */
    async requestAccess(membership: Membership, projectId: string): Promise<AccessRequested> {
      const project = await repository.findById(projectId);
      if (!project || project.workspace_id !== membership.workspaceId) throw new AppError('forbidden');
      if (membership.role === 'admin') throw new AppError('conflict');
      const [grant] = await repository.grantsOf(membership.memberId, [projectId]);
      if (grant?.access === 'granted') throw new AppError('conflict');
      // Asking again while the request is open tells the admins nothing new.
      if (grant?.access === 'requested') return { access_requested: true };
      await db.transaction().execute(async (trx: Db) => {
        await createProjectsRepository(trx, dialect).requestAccess(projectId, membership.memberId);
        await events.emit(trx, 'project.access_requested', {
          workspaceId: membership.workspaceId,
          projectId,
          memberId: membership.memberId,
        });
      });
      return { access_requested: true };
    },
  };
}
export type ProjectUsersService = ReturnType<typeof createProjectUsersService>;
