import { useEffect } from 'react';
import { env } from '@/config/env';

/** 'Dashboard · Expertos'; the product name alone when there is no page title. */
export function documentTitle(pageTitle: string | null | undefined, appName: string = env.appName): string {
  return pageTitle ? `${pageTitle} · ${appName}` : appName;
}

/** Sets document.title while the calling page is shown; `enabled: false` leaves it alone. */
export function useDocumentTitle(pageTitle: string | null | undefined, enabled = true): void {
  useEffect(() => {
    if (enabled) document.title = documentTitle(pageTitle);
  }, [pageTitle, enabled]);
}
