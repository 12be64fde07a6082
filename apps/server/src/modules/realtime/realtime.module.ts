import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { presenceRoutes } from './presence.routes.js';
import { createPresenceService } from './presence.service.js';
import { realtimeRoutes } from './realtime.routes.js';
import { registerRealtimeListeners } from './realtime-listeners.js';

/**
 * Live updates: the domain events open tabs hear of, their stream, and who has a ticket open
 * (docs/architecture.md#live-updates).
 */
export function realtimeModule(
  { events, realtime, database, now }: ModuleDeps,
  { access, people }: { access: Pick<MemberAccess, 'userOf'>; people: Pick<PeopleService, 'refs'> },
): ServerModule {
  registerRealtimeListeners(events, realtime, access);
  const presence = createPresenceService({ db: database.db, realtime, people, now });
  return {
    name: 'realtime',
    routes: async (app) => {
      await app.register(realtimeRoutes({ hub: realtime.hub }));
      await app.register(presenceRoutes({ presence }));
    },
  };
}
