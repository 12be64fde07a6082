import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createAccountFacts } from '../auth/account-facts.js';
import { createUnreachableAccounts } from '../auth/unreachable-accounts.js';
import { createKeyMembers } from './key-members.js';
import { createMemberAccess } from './member-access.js';
import { createMembershipLookup, registerMembershipPolicies } from './membership.js';
import { createMirroredPeople } from './mirrored-people.js';
import { createPeopleService } from './people.service.js';
import { securityRoutes } from './security.routes.js';
import { createTwoFactorPolicy } from './two-factor-policy.js';
import { createWorkspacesRepository } from './workspaces.repository.js';
import { workspacesRoutes } from './workspaces.routes.js';
import type { InvitesPort, PlansPort, ProjectsPort } from './workspaces.service.js';
import { createWorkspacesService } from './workspaces.service.js';

/**
 * Workspaces, their people and the membership access levels (workspaceMember, workspaceAdmin,
 * notExternal, projectMember, projectAdmin). Brands and invites lean on it and it on them,
 * through the services handed in (built later, so given as getters).
 */
export function workspacesModule(
  { database, events, now }: ModuleDeps,
  uses: {
    projects: () => ProjectsPort;
    invites: () => InvitesPort;
    plans: () => PlansPort;
    /** Signs a person out everywhere (the auth module's sessions; only the API process has them). */
    signOut: () => (userId: string) => Promise<number>;
  },
) {
  const access = createMemberAccess(database.db);
  const twoFactor = createTwoFactorPolicy({ db: database.db, now, events });
  const people = createPeopleService(database.db);
  const accounts = createUnreachableAccounts(database.dialect);
  const mirroredPeople = createMirroredPeople({ events, accounts });
  const keyMembers = createKeyMembers(accounts);
  const workspaces = createWorkspacesService({
    db: database.db,
    repository: createWorkspacesRepository(
      database.db,
      database.dialect,
      createAccountFacts(database.db, database.dialect),
    ),
    projects: uses.projects,
    invites: uses.invites,
    plans: uses.plans,
    events,
    access,
    keyMembers,
  });
  return {
    name: 'workspaces',
    policies: (app) => {
      registerMembershipPolicies(app, database.db);
      app.securityGates.push(twoFactor.gate);
    },
    routes: async (app, options) => {
      await workspacesRoutes(workspaces, uses.signOut)(app, options);
      await securityRoutes({ policy: twoFactor })(app, options);
    },
    services: {
      workspaces,
      access,
      people,
      mirroredPeople,
      keyMembers,
      membershipOf: createMembershipLookup(database.db),
    },
  } satisfies ServerModule & { services: unknown };
}
