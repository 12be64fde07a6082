import type { Db } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { DEFAULT_PUBLISHING_SETTINGS, type SettingsRepository } from './settings.repository.js';

/** A person's zone as the profile module keeps it, read in the caller's transaction. */
export type PersonTimeZone = (userId: string, trx: Db) => Promise<string | null>;

/**
 * A new brand's time zone is its creator's (docs/product.md#time-zones): written with the brand,
 * in its transaction, so its schedules, queue and reminders start in the zone its team works in.
 * A creator whose zone is not known yet leaves the default, UTC; a brand admin changes it later.
 */
export function registerBrandZone(
  events: EventBus,
  {
    settings,
    personTimeZone,
    now,
  }: { settings: SettingsRepository; personTimeZone: PersonTimeZone; now: () => Date },
): void {
  events.on('project.created', async ({ workspaceId, projectId, creatorUserId }, trx) => {
    const zone = await personTimeZone(creatorUserId, trx);
    if (!zone || zone === DEFAULT_PUBLISHING_SETTINGS.time_zone) return;
    await settings.save(
      workspaceId,
      projectId,
      { ...DEFAULT_PUBLISHING_SETTINGS, time_zone: zone },
      now().toISOString(),
      trx,
    );
  });
}
