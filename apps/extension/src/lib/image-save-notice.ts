import type { AssetUploadResult } from '@expertos/domain/assets';

/*
 * What the right-click "Save image to the asset library" tells the person, as pure rules: which
 * images can go at all, and the words of the outcome (the toolbar button's badge and tooltip,
 * then the popup, carry them).
 */

/** The outcome of the last save, as kept for the popup. */
export interface ImageSaveNotice {
  ok: boolean;
  text: string;
}

/** The title of the context menu item (contexts: image). */
export const SAVE_IMAGE_MENU_TITLE = 'Save image to the asset library';

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

export const NO_BRAND_NOTICE: ImageSaveNotice = {
  ok: false,
  text: "Choose a default brand in the extension's options: saved images go to its library.",
};

export const NOT_SAVABLE_NOTICE: ImageSaveNotice = {
  ok: false,
  text: 'This image has no web address of its own (it lives only in the page), so it cannot be saved from here.',
};

/** What the server's answer comes to for the person. */
export function savedNotice(result: AssetUploadResult, brandLabel: string): ImageSaveNotice {
  if (result.status === 'stored')
    return { ok: true, text: `Saved “${result.asset.name}” to the library of ${brandLabel}.` };
  return {
    ok: true,
    text: `This image is already in the library of ${brandLabel}, as “${result.existing.name}”.`,
  };
}

/** A refusal in the server's own words (its `message`), or what went wrong on the way. */
export function failedNotice(error: unknown): ImageSaveNotice {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, text: `The image was not saved: ${message}` };
}

/**
 * The toolbar button's badge for an outcome: a tick, or "!" for a failure whose words are in the
 * tooltip and the popup (the badge's colour is left as the recordings' count has it).
 */
export const noticeBadge = (notice: ImageSaveNotice): string => (notice.ok ? '✓' : '!');
