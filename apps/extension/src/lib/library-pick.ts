import {
  type Asset,
  type AssetFolder,
  assetBlockFor,
  daysBetween,
  rightsState,
  TICKET_ASSETS_ADD_MAX,
  type TicketAssetKind,
} from '@expertos/domain/assets';
import type { Translate } from '@/i18n/types';

/*
 * The popup's "From library" picker as pure rules (docs/product.md#asset-library): what may be
 * chosen and why not, folders by their paths, and how the chosen assets go onto the new ticket.
 * The rules themselves are the domain's (assetBlockFor, rightsState), so the popup refuses what
 * the server would.
 */

/** Today as the server checks rights: the UTC calendar day. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Why an asset may not be chosen, in words; null when it may. `network` is the one a post goes
 * to (null for a ticket with none: then only ended rights refuse it). Dates as the server keeps
 * them (YYYY-MM-DD), the same in every language.
 */
export function blockReason(
  asset: Asset,
  today: string,
  t: Translate,
  network: string | null = null,
): string | null {
  if (asset.archived) return t('library.archived');
  const block = assetBlockFor(asset.rights, network, today);
  if (block === 'expired') return t('library.rightsEnded', { date: asset.rights.expires_on ?? '' });
  if (block === 'network') return t('library.licenceExcludes', { network: network ?? '' });
  return null;
}

/** What to know before choosing it (rights ending soon, unknown licence); null when nothing. */
export function rightsHint(asset: Asset, today: string, t: Translate): string | null {
  const state = rightsState(asset.rights, today);
  if (state === 'unknown') return t('library.rightsUnknown');
  if (state === 'expiring' && asset.rights.expires_on) {
    const left = daysBetween(today, asset.rights.expires_on);
    return left <= 0
      ? t('library.todayOnly')
      : t('library.usableUntil', { count: left, date: asset.rights.expires_on });
  }
  return null;
}

/** The brand's folders by their paths ("Shoots / Day 1"), so two "Day 1" folders differ; sorted. */
export function folderChoices(folders: readonly AssetFolder[]): { value: string; label: string }[] {
  const byUid = new Map(folders.map((f) => [f.uid, f]));
  const pathOf = (folder: AssetFolder): string => {
    const names: string[] = [];
    // A cycle (never made by the server, but a list is data) stops rather than loops.
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

/** The most assets one new ticket takes from the popup: what one attach request carries. */
export const PICK_MAX = TICKET_ASSETS_ADD_MAX;

/** The picked assets after ticking or unticking one; past PICK_MAX a tick is not taken. */
export function togglePicked(picked: readonly Asset[], asset: Asset, on: boolean): Asset[] {
  const rest = picked.filter((a) => a.uid !== asset.uid);
  if (!on) return rest;
  return rest.length >= PICK_MAX ? [...picked] : [...rest, asset];
}

/**
 * The attach requests for the picked assets: images as reference images (what the screenshot
 * is too), anything else as attached files. One request per kind, in the order picked.
 */
export function attachPlan(picked: readonly Asset[]): { kind: TicketAssetKind; asset_uids: string[] }[] {
  const reference = picked.filter((a) => a.kind === 'image').map((a) => a.uid);
  const attachment = picked.filter((a) => a.kind !== 'image').map((a) => a.uid);
  return [
    ...(reference.length > 0 ? [{ kind: 'reference' as const, asset_uids: reference }] : []),
    ...(attachment.length > 0 ? [{ kind: 'attachment' as const, asset_uids: attachment }] : []),
  ];
}
