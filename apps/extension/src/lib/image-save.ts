import { resolveAssetUpload } from '@expertos/api-client/assets';
import { browser } from 'wxt/browser';
import { translator } from '@/i18n/translate';
import { extensionApi } from './api';
import { chosenBrand } from './brand-choice';
import { loadBrands } from './brands';
import {
  failedNotice,
  type ImageSaveNotice,
  NO_BRAND_NOTICE,
  NOT_SAVABLE_NOTICE,
  noticeBadge,
  noticeText,
  readNotice,
  savableImageUrl,
  savedNotice,
} from './image-save-notice';
import { currentLanguage } from './language';
import { assetBrandOf, saveImageFromUrl } from './library-api';
import { listRecordings } from './recordings-db';
import { errorText } from './shown-text';
import { loadOptions } from './storage';

/*
 * The right-click "Save image to the asset library" (docs/product.md#asset-library): the image's
 * address goes to the server, which fetches it through its egress guard. The outcome shows on the
 * toolbar button (a badge, the server's words in its tooltip) and in the popup when it opens next;
 * the extension asks for no notifications permission for it.
 */

const NOTICE = 'imageSaveNotice';

/** Saves the image at `src` to the chosen brand's library; answers what to tell the person. */
export async function saveImage(src: string | undefined): Promise<ImageSaveNotice> {
  if (!savableImageUrl(src)) return NOT_SAVABLE_NOTICE;
  try {
    const [brands, options] = await Promise.all([loadBrands(), loadOptions()]);
    const brand = chosenBrand(brands, options.defaultBrand);
    if (!brand) return NO_BRAND_NOTICE;
    const api = await extensionApi();
    const target = assetBrandOf(brand);
    const result = await saveImageFromUrl(api, target, src);
    // Bytes already in the library are held for a choice nobody makes from here: the existing
    // asset is the one to use, and the held copy is let go at once (a failure there changes nothing).
    if (result.status === 'duplicate')
      await resolveAssetUpload(api, target, result.upload_uid, 'use_existing').catch(() => undefined);
    return savedNotice(result, brand.label);
  } catch (error) {
    return failedNotice(errorText(error, await currentLanguage()));
  }
}

/** Shows an outcome on the toolbar button (its words in the tooltip) and keeps it for the popup. */
export async function reportImageSave(notice: ImageSaveNotice): Promise<void> {
  const t = translator(await currentLanguage());
  await browser.storage.session.set({ [NOTICE]: notice });
  await browser.action.setBadgeText({ text: noticeBadge(notice) });
  await browser.action.setTitle({
    title: t('common.labelled', { label: t('manifest.actionTitle'), value: noticeText(notice, t) }),
  });
}

/** The last save's outcome, once: the popup shows it, and the button goes back to its count of waiting recordings. */
export async function takeImageSaveNotice(): Promise<ImageSaveNotice | null> {
  const stored = (await browser.storage.session.get(NOTICE))[NOTICE];
  if (stored === undefined) return null;
  await browser.storage.session.remove(NOTICE);
  const t = translator(await currentLanguage());
  await browser.action.setTitle({ title: t('manifest.actionTitle') });
  await showWaitingRecordings();
  return readNotice(stored);
}

/** The toolbar button's count of recordings waiting to be uploaded (after a crash, a pause). */
export async function showWaitingRecordings(): Promise<void> {
  const waiting = (await listRecordings()).filter((r) => !r.uploaded && r.ledger.sizes.length > 0);
  await browser.action.setBadgeText({ text: waiting.length > 0 ? String(waiting.length) : '' });
}
