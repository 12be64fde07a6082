import { EXTENSION_MESSAGE, EXTENSION_VERSION, parseExtensionMessage } from '@expertos/domain/extension';
import type { Language } from '@expertos/domain/languages';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { translator } from '@/i18n/translate';
import { appLink, appOrigin, rememberAppOrigin } from '@/lib/app-url';
import { getToken, logoutWith, SignedOutError, storeToken } from '@/lib/auth';
import { reportImageSave, saveImage, showWaitingRecordings } from '@/lib/image-save';
import { noticeText } from '@/lib/image-save-notice';
import { currentLanguage, onLanguageChange, rememberLanguage } from '@/lib/language';
import type { InternalMessage } from '@/lib/messages';
import { ensureOffscreen } from '@/lib/offscreen';
import { textHighlightPath } from '@/lib/text-highlight';

/** The context menu items: on a selection, and on images. */
const CREATE_TICKET_MENU = 'create-ticket';
const SAVE_IMAGE_MENU = 'save-image';

/**
 * The extension's worker: the app's messages (token, logout, version), the selection's
 * "Create ticket" (button and context menu), an image's "Save image to the asset library"
 * (context menu), and the door to the offscreen document that records and uploads.
 */
export default defineBackground(() => {
  // The app (a page allowed by externally_connectable) signs the extension in and out.
  browser.runtime.onMessageExternal.addListener((raw, sender, sendResponse) => {
    const message = parseExtensionMessage(raw);
    if (!message || !sender.origin) return;
    switch (message.type) {
      case EXTENSION_MESSAGE.version:
        sendResponse({ version: EXTENSION_VERSION });
        return;
      case EXTENSION_MESSAGE.token: {
        const { language } = message;
        void Promise.all([
          rememberAppOrigin(sender.origin),
          storeToken(message.token),
          language ? rememberLanguage(language) : undefined,
        ]).then(() => sendResponse({ ok: true }));
        return true;
      }
      case EXTENSION_MESSAGE.logout:
        void logoutWith(message.logoutToken).then(() => sendResponse({ ok: true }));
        return true;
      case EXTENSION_MESSAGE.open:
        void (
          message.page === 'options'
            ? browser.runtime.openOptionsPage()
            : browser.tabs.create({ url: browser.runtime.getURL('/record.html') })
        ).then(() => sendResponse({ ok: true }));
        return true;
    }
  });

  browser.runtime.onMessage.addListener((raw, _sender, sendResponse) => {
    const message = raw as InternalMessage;
    if (message?.to !== 'background') return;
    switch (message.type) {
      case 'token':
        void tokenReply().then(sendResponse);
        return true;
      case 'offscreen':
        void ensureOffscreen()
          .then(() => browser.runtime.sendMessage(message.message))
          .then(sendResponse, (error) => sendResponse({ error: String(error) }));
        return true;
      case 'capture-selection':
        void openTextHighlight(message);
        return;
      case 'selection-label':
        void currentLanguage().then((language) =>
          sendResponse(translator(language)('selection.createTicket')),
        );
        return true;
      case 'save-image':
        void saveImageAndReport(message.src).then(sendResponse);
        return true;
    }
  });

  browser.runtime.onInstalled.addListener(() => {
    // An update keeps the old menu: made afresh, never twice.
    void Promise.all([browser.contextMenus.removeAll(), currentLanguage()]).then(([, language]) => {
      const t = translator(language);
      browser.contextMenus.create({
        id: CREATE_TICKET_MENU,
        title: t('selection.createTicket'),
        contexts: ['selection'],
      });
      browser.contextMenus.create({
        id: SAVE_IMAGE_MENU,
        title: t('imageSave.menuTitle'),
        contexts: ['image'],
      });
    });
    void showWaitingRecordings();
  });
  // After a crash or a restart: the toolbar button says a recording waits to be uploaded.
  browser.runtime.onStartup.addListener(() => void showWaitingRecordings());
  // The menu speaks the app's language from the moment it is handed over.
  onLanguageChange((language) => void nameMenus(language));
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === SAVE_IMAGE_MENU) return void saveImageAndReport(info.srcUrl);
    if (info.menuItemId !== CREATE_TICKET_MENU || !info.selectionText) return;
    void openTextHighlight({ text: info.selectionText, url: tab?.url ?? '', title: tab?.title ?? '' });
  });
});

/** Renames the context menu items in `language` (an item not made yet is skipped). */
async function nameMenus(language: Language) {
  const t = translator(language);
  await Promise.all([
    browser.contextMenus
      .update(CREATE_TICKET_MENU, { title: t('selection.createTicket') })
      .catch(() => undefined),
    browser.contextMenus.update(SAVE_IMAGE_MENU, { title: t('imageSave.menuTitle') }).catch(() => undefined),
  ]);
}

/** The offscreen document's token, app and language: it has no storage API of its own. */
async function tokenReply(): Promise<
  { token: string; origin: string; language: Language } | { error: 'signed-out' | string }
> {
  try {
    return { token: await getToken(), origin: await appOrigin(), language: await currentLanguage() };
  } catch (error) {
    return { error: error instanceof SignedOutError ? 'signed-out' : String(error) };
  }
}

/** The right-click's save, its outcome shown on the toolbar button and kept for the popup. */
async function saveImageAndReport(src: string | undefined): Promise<{ ok: boolean; text: string }> {
  const notice = await saveImage(src);
  await reportImageSave(notice);
  return { ok: notice.ok, text: noticeText(notice, translator(await currentLanguage())) };
}

async function openTextHighlight(capture: { text: string; url: string; title: string }) {
  await browser.tabs.create({ url: await appLink(textHighlightPath(capture)) });
}
