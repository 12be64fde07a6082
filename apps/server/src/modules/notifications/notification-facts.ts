import type { PersonRef } from '@expertos/domain/ticket.schema';
import type { Db, Dialect } from '../../db/database.js';
import { type AccountFacts, createAccountFacts } from '../auth/account-facts.js';
import { type BrandFacts, createBrandFacts } from '../projects/brand-facts.js';
import { createTicketTitles, type TicketTitles } from '../tickets/ticket-titles.js';
import { createJoinedMembers, type JoinedMembers } from '../workspaces/joined-members.js';
import { createPeopleService, type PeopleService } from '../workspaces/people.service.js';
import { createWorkspaceFacts, type WorkspaceFacts } from '../workspaces/workspace-facts.js';

/**
 * What notifications read of other modules, each through the owner's narrow functions
 * (docs/architecture.md#modules-own-their-tables): who belongs where and who can be mailed
 * (workspaces, auth), people's names and pictures, workspace and brand names, and what a
 * notification shows of its ticket. No row is locked through them.
 */
export interface NotificationFacts {
  members: JoinedMembers;
  accounts: Pick<AccountFacts, 'addresses'>;
  people: Pick<PeopleService, 'refs'>;
  workspaces: Pick<WorkspaceFacts, 'names'>;
  brands: Pick<BrandFacts, 'named'>;
  tickets: TicketTitles;
}

export function createNotificationFacts(db: Db, dialect: Dialect): NotificationFacts {
  return {
    members: createJoinedMembers(db),
    accounts: createAccountFacts(db, dialect),
    people: createPeopleService(db),
    workspaces: createWorkspaceFacts(db, dialect),
    brands: createBrandFacts(db, dialect),
    tickets: createTicketTitles(db),
  };
}

/**
 * Who caused a notification, as tickets show people; never marked as a Jira-only person here
 * (that mark is for pickers, docs/product.md#seats).
 */
export function actorOf(person: PersonRef): PersonRef {
  const { from_jira: _fromJira, ...actor } = person;
  return actor;
}
