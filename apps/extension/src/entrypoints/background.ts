import { EXTENSION_MESSAGE, EXTENSION_VERSION, parseExtensionMessage } from '@expertos/domain/extension';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { appLink, appOrigin, rememberAppOrigin } from '@/lib/app-url';
import { getToken, logoutWith, SignedOutError, storeToken } from '@/lib/auth';
import { reportImageSave, saveImage, showWaitingRecordings } from '@/lib/image-save';
import { SAVE_IMAGE_MENU_TITLE } from '@/lib/image-save-notice';
import type { InternalMessage } from '@/lib/messages';
import { ensureOffscreen } from '@/lib/offscreen';
import { textHighlightPath } from '@/lib/text-highlight';

/** The context menu item on images. */
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
      case EXTENSION_MESSAGE.token:
        void Promise.all([rememberAppOrigin(sender.origin), storeToken(message.token)]).then(() =>
          sendResponse({ ok: true }),
        );
        return true;
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
      case 'save-image':
        void saveImageAndReport(message.src).then(sendResponse);
        return true;
    }
  });

  browser.runtime.onInstalled.addListener(() => {
    // An update keeps the old menu: made afresh, never twice.
    void browser.contextMenus.removeAll().then(() => {
      browser.contextMenus.create({ id: 'create-ticket', title: 'Create ticket', contexts: ['selection'] });
      browser.contextMenus.create({ id: SAVE_IMAGE_MENU, title: SAVE_IMAGE_MENU_TITLE, contexts: ['image'] });
    });
    void showWaitingRecordings();
  });
  // After a crash or a restart: the toolbar button says a recording waits to be uploaded.
  browser.runtime.onStartup.addListener(() => void showWaitingRecordings());
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === SAVE_IMAGE_MENU) return void saveImageAndReport(info.srcUrl);
    if (info.menuItemId !== 'create-ticket' || !info.selectionText) return;
    void openTextHighlight({ text: info.selectionText, url: tab?.url ?? '', title: tab?.title ?? '' });
  });
});

/** The offscreen document's token and app: it has no storage API of its own. */
async function tokenReply(): Promise<{ token: string; origin: string } | { error: 'signed-out' | string }> {
  try {
    return { token: await getToken(), origin: await appOrigin() };
  } catch (error) {
    return { error: error instanceof SignedOutError ? 'signed-out' : String(error) };
  }
}

/** The right-click's save, its outcome shown on the toolbar button and kept for the popup. */
async function saveImageAndReport(src: string | undefined) {
  const notice = await saveImage(src);
  await reportImageSave(notice);
  return notice;
}

async function openTextHighlight(capture: { text: string; url: string; title: string }) {
  await browser.tabs.create({ url: await appLink(textHighlightPath(capture)) });
}
