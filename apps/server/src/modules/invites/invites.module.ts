import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { personLanguages } from '../profile/profile.module.js';
import type { WorkspacesService } from '../workspaces/workspaces.service.js';
import { createInviteViews } from './invite-views.js';
import { createInvitesRepository } from './invites.repository.js';
import { invitesRoutes } from './invites.routes.js';
import { createInvitesService, type InviteSeats } from './invites.service.js';

/** Invitations by e-mail: sent by admins, answered by the invited person. */
export function invitesModule(
  { database, outboundMail, config, now, events }: ModuleDeps,
  uses: { workspaces: WorkspacesService; seats?: InviteSeats },
) {
  const invites = createInvitesService({
    invites: createInvitesRepository(database.db),
    views: createInviteViews(database.db, database.dialect),
    workspaces: uses.workspaces,
    seats: uses.seats,
    mail: outboundMail,
    publicUrl: config.publicUrl,
    events,
    now,
    languageOf: personLanguages({ database }),
  });
  return {
    name: 'invites',
    routes: invitesRoutes(invites),
    services: { invites },
  } satisfies ServerModule & { services: unknown };
}
