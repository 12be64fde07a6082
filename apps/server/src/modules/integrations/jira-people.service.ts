import type {
  AssociateJiraPerson,
  JiraPeople,
  JiraPerson,
  JiraSecret,
} from '@expertos/domain/integration.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { grantBrand } from '../projects/brand-grants.js';
import type { TicketBulkService } from '../tickets/ticket-bulk.service.js';
import type { MirroredPeople } from '../workspaces/mirrored-people.js';
import type { Connection } from './delivery/adapter.js';
import type { IntegrationsRepository } from './integrations.repository.js';
import type { IntegrationsService } from './integrations.service.js';
import { jiraAppError } from './integrations.service.js';
import { type JiraPeopleRepository, type JiraPersonRow, mirroredEmail } from './jira-people.repository.js';
import type { StoredJiraConfig } from './kinds/jira/jira.adapter.js';
import type { JiraUser } from './kinds/jira/jira-client.js';

type JiraConnection = Connection<StoredJiraConfig, JiraSecret>;

export interface JiraPeopleDeps {
  db: Db;
  repository: JiraPeopleRepository;
  integrations: Pick<IntegrationsService, 'jiraConnection'>;
  findIntegration: IntegrationsRepository['find'];
  /** Reads Jira's users with a connection (kinds/jira/jira-client.ts). */
  readUsers: (connection: JiraConnection, projectKey: string) => Promise<JiraUser[]>;
  readUser: (connection: JiraConnection, accountId: string) => Promise<JiraUser | null>;
  /** Jira-only people are made and removed by the workspaces module (events included). */
  people: MirroredPeople;
  /** Grants a Jira-only person the integration's brand (the projects module's). */
  grantBrand: typeof grantBrand;
  /** Hands a Jira-only person's tickets over, with history and events (the tickets module's). */
  reassign: TicketBulkService['reassign'];
  now: () => Date;
}

const toPerson = (user: JiraUser, link: JiraPersonRow | undefined): JiraPerson => ({
  account_id: user.accountId,
  display_name: user.displayName,
  email: user.email,
  member_uid: link?.member_id ?? null,
  mirrored: link?.mirrored === 1,
});

/**
 * Jira users and workspace people (docs/product.md#integrations, #seats): an admin associates
 * each Jira user who can take the project's issues with a member, or adds them as a person who
 * exists here only as that Jira user: assignable, marked, never a seat. Issues filed for a
 * ticket go to the associated Jira user of its assignee.
 */
export function createJiraPeopleService(deps: JiraPeopleDeps) {
  const { db, repository, integrations, now } = deps;

  /**
   * The workspace person for a Jira user alone, made if missing: an account nobody can sign
   * into, a member marked Jira-associated (never a seat), with access to the brand so tickets
   * there can be given to them.
   */
  async function mirror(
    row: { workspace_id: string; project_id: string },
    accountId: string,
    name: string,
    at: string,
    trx: Db,
  ): Promise<string> {
    const email = mirroredEmail(accountId);
    const memberId = await deps.people.ensure(trx, { workspaceId: row.workspace_id, email, name, at });
    await deps.grantBrand(trx, row.project_id, memberId, at);
    return memberId;
  }

  /** A Jira-only person no integration names any more is removed (their tickets lose their assignee). */
  async function dropIfUnused(memberId: string, trx: Db): Promise<void> {
    if (!(await repository.named(memberId, trx))) await deps.people.remove(trx, memberId);
  }

  async function read<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw jiraAppError(error);
    }
  }

  return {
    /** Jira's assignable users of the integration's project, each with who they are here. */
    async list(projectId: string, id: string): Promise<JiraPeople> {
      const { connection } = await integrations.jiraConnection(projectId, id);
      const projectKey = connection.config.project_key;
      if (!projectKey) return { project_key: null, people: [] };
      const [users, links] = await Promise.all([
        read(() => deps.readUsers(connection, projectKey)),
        repository.list(id),
      ]);
      const byAccount = new Map(links.map((link) => [link.account_id, link]));
      const people = users.map((user) => toPerson(user, byAccount.get(user.accountId)));
      // Associated before, but no longer offered by Jira (left the project): still shown, to undo.
      for (const link of links)
        if (!users.some((user) => user.accountId === link.account_id))
          people.push(
            toPerson(
              { accountId: link.account_id, displayName: link.display_name, email: null, active: false },
              link,
            ),
          );
      return { project_key: projectKey, people };
    },

    /**
     * Associates a Jira user with a member, or adds them as a Jira-only person. A Jira-only
     * person who turns out to be a member hands their tickets over and is removed.
     */
    async associate(
      projectId: string,
      id: string,
      accountId: string,
      input: AssociateJiraPerson,
      /** The brand admin associating: the author of the tickets' handover in their history. */
      actorMemberId: string | null = null,
    ): Promise<JiraPerson> {
      const { row, connection } = await integrations.jiraConnection(projectId, id);
      const user = await read(() => deps.readUser(connection, accountId));
      if (!user) throw new AppError('jira_user_not_found');
      const at = now().toISOString();
      const saved = await db.transaction().execute(async (trx: Db) => {
        const before = await repository.find(id, accountId, trx);
        let memberId: string;
        if ('member_uid' in input) {
          const member = await deps.people.member(trx, row.workspace_id, input.member_uid);
          if (!member) throw new AppError('not_found');
          if (member.role === 'external' || member.jira_associated === 1)
            throw new AppError('jira_person_not_assignable');
          const other = await repository.byMember(id, member.id, trx);
          if (other && other.account_id !== accountId) throw new AppError('jira_person_taken');
          memberId = member.id;
        } else {
          memberId =
            before?.mirrored === 1
              ? before.member_id
              : await mirror(row, accountId, user.displayName, at, trx);
        }
        const link: JiraPersonRow = {
          integration_id: id,
          account_id: accountId,
          member_id: memberId,
          display_name: user.displayName,
          mirrored: 'mirror' in input ? 1 : 0,
          created_at: before?.created_at ?? at,
        };
        await repository.save(link, trx);
        if (before?.mirrored === 1 && before.member_id !== memberId) {
          await deps.reassign(trx, {
            workspaceId: row.workspace_id,
            from: before.member_id,
            to: memberId,
            actorMemberId,
            via: null,
          });
          await dropIfUnused(before.member_id, trx);
        }
        return link;
      });
      return toPerson(user, saved);
    },

    /** Ends the association; a Jira-only person no integration names any more is removed. */
    async remove(projectId: string, id: string, accountId: string): Promise<void> {
      // Undoing needs no call to Jira: it works while Jira cannot be reached.
      const row = await deps.findIntegration(projectId, id);
      if (row?.type !== 'jira') throw new AppError('integration_not_found');
      await db.transaction().execute(async (trx: Db) => {
        const link = await repository.find(id, accountId, trx);
        if (!link) throw new AppError('not_found');
        await repository.remove(id, accountId, trx);
        if (link.mirrored === 1) await dropIfUnused(link.member_id, trx);
      });
    },
  };
}

export type JiraPeopleService = ReturnType<typeof createJiraPeopleService>;
