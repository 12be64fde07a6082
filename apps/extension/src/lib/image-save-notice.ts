import type { AssetUploadResult } from '@expertos/domain/assets';
import type { Translate } from '@/i18n/types';

/*
 * What the right-click "Save image to the asset library" tells the person, as pure rules: which
 * images can go at all, and the outcome (the toolbar button's badge and tooltip, then the popup,
 * carry it). The outcome is kept as what happened, not as words, so the popup says it in the
 * language it opens in.
 */

/** The outcome of the last save, as kept for the popup. */
export type ImageSaveNotice =
  | { ok: true; kind: 'stored' | 'duplicate'; name: string; brand: string }
  | { ok: false; kind: 'no-brand' | 'not-savable' }
  /** `reason`: the server's refusal in its own words (already in the person's language), or what went wrong. */
  | { ok: false; kind: 'failed'; reason: string };

/** Only an image with a web address can be fetched by the server (not data: or blob: ones, which live in the page). */
export function savableImageUrl(src: string | undefined): src is string {
  if (!src) return false;
  try {
    const { protocol } = new URL(src);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export const NO_BRAND_NOTICE: ImageSaveNotice = { ok: false, kind: 'no-brand' };
export const NOT_SAVABLE_NOTICE: ImageSaveNotice = { ok: false, kind: 'not-savable' };

/** What the server's answer comes to. */
export function savedNotice(result: AssetUploadResult, brandLabel: string): ImageSaveNotice {
  return result.status === 'stored'
    ? { ok: true, kind: 'stored', name: result.asset.name, brand: brandLabel }
    : { ok: true, kind: 'duplicate', name: result.existing.name, brand: brandLabel };
}

export const failedNotice = (reason: string): ImageSaveNotice => ({ ok: false, kind: 'failed', reason });

/** The outcome in words. */
export function noticeText(notice: ImageSaveNotice, t: Translate): string {
  switch (notice.kind) {
    case 'stored':
      return t('imageSave.stored', { name: notice.name, brand: notice.brand });
    case 'duplicate':
      return t('imageSave.duplicate', { name: notice.name, brand: notice.brand });
    case 'no-brand':
      return t('imageSave.noBrand');
    case 'not-savable':
      return t('imageSave.notSavable');
    case 'failed':
      return t('imageSave.failed', { reason: notice.reason });
  }
}

/** A notice read back from storage; null for anything else (one kept by an older version). */
export function readNotice(stored: unknown): ImageSaveNotice | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  switch (value.kind) {
    case 'stored':
    case 'duplicate': {
      const name = text('name');
      const brand = text('brand');
      return name !== null && brand !== null ? { ok: true, kind: value.kind, name, brand } : null;
    }
    case 'no-brand':
    case 'not-savable':
      return { ok: false, kind: value.kind };
    case 'failed': {
      const reason = text('reason');
      return reason === null ? null : { ok: false, kind: 'failed', reason };
    }
    default:
      return null;
  }
}

/**
 * The toolbar button's badge for an outcome: a tick, or "!" for a failure whose words are in the
 * tooltip and the popup (the badge's colour is left as the recordings' count has it).
 */
export const noticeBadge = (notice: ImageSaveNotice): string => (notice.ok ? '✓' : '!');
