import { browser } from 'wxt/browser';

export interface TabInfo {
  id: number;
  windowId: number;
  url: string;
  title: string;
}

/**
 * The page the person is on: the active tab of the window they last used. A page of the
 * extension opened in a tab (the popup's own address, as the journeys open it) names the tab it
 * is about with `?tab=<id>`.
 */
export async function currentTab(): Promise<TabInfo | null> {
  const asked = Number(new URLSearchParams(window.location.search).get('tab'));
  const tab = asked
    ? await browser.tabs.get(asked).catch(() => null)
    : (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
  if (!tab?.id || tab.windowId === undefined) return null;
  return { id: tab.id, windowId: tab.windowId, url: tab.url ?? '', title: tab.title ?? '' };
}

/** A PNG of what the tab shows (it must be the visible tab of its window); null when the browser refuses. */
export async function screenshotOf(tab: TabInfo): Promise<File | null> {
  try {
    const dataUrl = await browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
    const blob = await (await fetch(dataUrl)).blob();
    return new File([blob], 'screenshot.png', { type: 'image/png' });
  } catch {
    return null;
  }
}
