import type { QueueSettings } from '@expertos/domain/publishing/channel.schema';
import type { SettingsRepository } from './settings.repository.js';

/** A brand's publishing settings (docs/product.md#publishing). */
export function createSettingsService({ settings, now }: { settings: SettingsRepository; now: () => Date }) {
  return {
    of: (projectId: string) => settings.of(projectId),
    async save(workspaceId: string, projectId: string, input: QueueSettings): Promise<QueueSettings> {
      // One slot per day and time, in the week's order: the queue reads them as a set.
      const seen = new Set<string>();
      const slots = input.slots.filter((slot) => {
        const key = `${slot.day} ${slot.time}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      await settings.save(workspaceId, projectId, { ...input, slots }, now().toISOString());
      return settings.of(projectId);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
