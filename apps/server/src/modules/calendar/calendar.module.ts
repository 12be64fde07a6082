import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import { calendarRoutes } from './calendar.routes.js';
import { createCalendarFeeds } from './calendar-feeds.js';

/** Calendar feeds (docs/product.md#calendar-feeds): secret iCalendar addresses of tickets' dates. */
export function calendarModule({ config, database, now }: ModuleDeps): ServerModule {
  const feeds = createCalendarFeeds({
    db: database.db,
    box: loadSecretBox(config.dataDir, config.secrets.key),
    publicUrl: config.publicUrl,
    now,
  });
  return { name: 'calendar', routes: calendarRoutes({ feeds }) };
}
