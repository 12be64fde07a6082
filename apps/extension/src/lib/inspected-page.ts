import { type FailedRequest, isFailedRequest } from '@expertos/domain/extension';
import { browser } from 'wxt/browser';

/*
 * What the developer tools tell about the inspected page. Console errors have no devtools API,
 * so the panel hooks the page's console.error and error events when it opens (errors from then
 * on are caught); requests come from the network log, which covers the page since the tools
 * opened.
 */

const HOOK = `(() => {
  if (!window.__expertosErrors) {
    const errors = (window.__expertosErrors = []);
    const original = console.error;
    console.error = function (...args) {
      errors.push(args.map((a) => (a instanceof Error ? a.stack || a.message : String(a))).join(' '));
      return original.apply(this, args);
    };
    addEventListener('error', (e) => errors.push(e.error?.stack || e.message || 'error'));
    addEventListener('unhandledrejection', (e) => errors.push('Unhandled rejection: ' + String(e.reason?.stack || e.reason)));
  }
  return { url: location.href, errors: window.__expertosErrors.slice() };
})()`;

export const inDevtools = () => typeof browser.devtools?.inspectedWindow !== 'undefined';

export function readInspectedPage(): Promise<{ url: string; errors: string[] }> {
  return new Promise((resolve, reject) => {
    browser.devtools.inspectedWindow.eval(HOOK, (result: unknown, failure: unknown) => {
      // The panel says so in its own words (devtools.readFailed).
      if (failure) reject(new Error('inspected page unreadable'));
      else resolve(result as { url: string; errors: string[] });
    });
  });
}

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number };
}

const failed = (entries: HarEntry[]): FailedRequest[] =>
  entries
    .filter((e) => isFailedRequest(e.response.status))
    .map((e) => ({ method: e.request.method, url: e.request.url, status: e.response.status }));

export function readFailedRequests(): Promise<FailedRequest[]> {
  return new Promise((resolve) => {
    browser.devtools.network.getHAR((har: { entries: HarEntry[] }) => resolve(failed(har.entries ?? [])));
  });
}
