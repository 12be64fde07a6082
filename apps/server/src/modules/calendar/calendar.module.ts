import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import { personLanguages, personTimeZones } from '../profile/profile.module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import { createTicketSchedule } from '../tickets/ticket-schedule.js';
import { createJoinedMembers } from '../workspaces/joined-members.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { createMembershipLookup } from '../workspaces/membership.js';
import { createWorkspaceFacts } from '../workspaces/workspace-facts.js';
import { calendarRoutes } from './calendar.routes.js';
import { createCalendarFeeds } from './calendar-feeds.js';
import { createGoogleAccess } from './google-access.js';
import { createGoogleConnections } from './google-calendar.connections.js';
import { googleCalendarJobs, registerGoogleCalendarListeners } from './google-calendar.jobs.js';
import { createGoogleCalendarRepository } from './google-calendar.repository.js';
import { googleCalendarRoutes } from './google-calendar.routes.js';
import { createGoogleCalendarService } from './google-calendar.service.js';

/**
 * Calendars (docs/product.md#calendar-feeds, #integrations): secret iCalendar addresses of
 * tickets' dates, and each person's own Google Calendar, kept in step with the tickets
 * assigned to them by jobs. Its service's `assigneeGuard` is lent to the tickets module.
 */
export function calendarModule(
  { config, database, queue, events, logger, now }: ModuleDeps,
  { access }: { access: MemberAccess },
) {
  const box = loadSecretBox(config.dataDir, config.secrets.key);
  // What the calendars read of tickets, brands, workspaces and members: their modules' narrow reads.
  const brands = createBrandFacts(database.db, database.dialect);
  const schedule = createTicketSchedule(database.db);
  const feeds = createCalendarFeeds({
    db: database.db,
    box,
    publicUrl: config.publicUrl,
    now,
    access,
    memberOf: createMembershipLookup(database.db),
    brands,
    workspaces: createWorkspaceFacts(database.db, database.dialect),
    schedule,
    people: { languageOf: personLanguages({ database }), timeZoneOf: personTimeZones({ database }) },
  });
  const fetch = createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets });
  const repository = createGoogleCalendarRepository(database.db, {
    schedule,
    brands,
    members: createJoinedMembers(database.db),
    access,
  });
  const connections = createGoogleConnections({ repository, box, fetch, google: config.google, now });
  const google = createGoogleCalendarService({
    db: database.db,
    repository,
    connections,
    fetch,
    queue,
    publicUrl: config.publicUrl,
    now,
    warn: (message, facts) => logger.warn(facts, message),
  });
  registerGoogleCalendarListeners(events, { repository, queue });
  return {
    name: 'calendar',
    routes: async (app) => {
      await app.register(calendarRoutes({ feeds }));
      await app.register(googleCalendarRoutes({ google, publicUrl: config.publicUrl }));
    },
    jobs: googleCalendarJobs({
      repository,
      connections,
      queue,
      publicUrl: config.publicUrl,
      now,
      languageOf: personLanguages({ database }),
    }),
    // googleAccess: a person's Google token for a scope (the asset library's Drive import).
    services: { google, googleAccess: createGoogleAccess({ repository, connections, fetch, now }) },
  } satisfies ServerModule & { services: unknown };
}
