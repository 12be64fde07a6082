/**
 * Navigation for code outside React (the API client's 401 handler). The app registers the
 * router's navigate at start; before that, or without a router, the browser navigates.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let registered: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  registered = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) {
    registered(to, options);
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The current in-app location: path plus query, as the sign-in redirect carries it. */
export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}
