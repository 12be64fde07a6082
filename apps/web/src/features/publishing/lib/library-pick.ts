import type { AssetFolder } from '@expertos/domain/assets';
import { pickedInstant } from './zone-display';

/** A folder as the picker's filter offers it: its whole path, so two "Day 1" folders differ. */
export interface FolderOption {
  value: string;
  label: string;
}

/** The brand's folders by their paths ("Shoots / Day 1"), in the order of those paths. */
export function folderOptions(folders: readonly AssetFolder[]): FolderOption[] {
  const byUid = new Map(folders.map((f) => [f.uid, f]));
  const pathOf = (folder: AssetFolder): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at: AssetFolder | undefined = folder; at && !seen.has(at.uid); ) {
      seen.add(at.uid);
      names.unshift(at.name);
      at = at.parent_uid ? byUid.get(at.parent_uid) : undefined;
    }
    return names.join(' / ');
  };
  return folders
    .map((f) => ({ value: f.uid, label: pathOf(f) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The day a post's assets' rights are checked on (`YYYY-MM-DD`), as the server checks it: the
 * UTC day of the instant it is scheduled for; the day picked while its time is not; today when
 * it goes out now or at the queue's next time.
 */
export function postDay(
  when: { when: 'now' | 'at' | 'queue'; date: string; time: string },
  zone: string,
  now: Date = new Date(),
): string {
  if (when.when === 'at') {
    const instant = pickedInstant(when.date, when.time, zone);
    if (instant) return instant.toISOString().slice(0, 10);
    if (/^\d{4}-\d{2}-\d{2}$/.test(when.date)) return when.date;
  }
  return now.toISOString().slice(0, 10);
}
