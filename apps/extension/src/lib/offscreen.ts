import { browser } from 'wxt/browser';

/**
 * The offscreen document records and uploads: it outlives the popup and the record page, and,
 * unlike the worker, is not stopped while a long upload is under way.
 */
export async function ensureOffscreen(): Promise<void> {
  const url = browser.runtime.getURL('/offscreen.html');
  const open = await browser.runtime.getContexts({
    contextTypes: ['OFFSCREEN_DOCUMENT'],
    documentUrls: [url],
  });
  if (open.length > 0) return;
  try {
    await browser.offscreen.createDocument({
      url,
      reasons: ['USER_MEDIA', 'DISPLAY_MEDIA'],
      justification: 'Records the screen, camera and microphone, and uploads the recording.',
    });
  } catch (error) {
    // Two callers at once: the other one made it.
    if (!String(error).includes('single offscreen')) throw error;
  }
}
