import type { PersonRef } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import { seesTickets } from './brand-visibility.js';
import { createMembershipRepository } from './membership.repository.js';
import { createPeopleService } from './people.service.js';

/**
 * The workspaces module's narrow read of who may be given tasks in a workspace
 * (docs/architecture.md#modules-own-their-tables): its joined members who are not external
 * (a grant would let them open a brand's tasks: the one rule, brand-visibility.ts), shown as
 * every module shows people. Two queries: the members, then their names and pictures.
 */
export function createTaskPeople(db: Db) {
  const repository = createMembershipRepository(db);
  const people = createPeopleService(db);
  return {
    /** The workspace's members who can work on tasks, in no particular order. */
    async ofWorkspace(workspaceId: string): Promise<PersonRef[]> {
      const members = await repository.joinedMembers(workspaceId);
      const refs = await people.refs(members.filter((m) => seesTickets(m, 'member')).map((m) => m.id));
      return [...refs.values()];
    },
  };
}
export type TaskPeople = ReturnType<typeof createTaskPeople>;
