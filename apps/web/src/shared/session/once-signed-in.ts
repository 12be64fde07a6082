import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';

/**
 * Runs `run` once, as soon as someone is signed in: at once when they already are, else when
 * the session starts (at app start or on signing in later). Code only a signed-in person uses
 * (live updates) loads this way, never for a signed-out visit. Returns what cancels the wait.
 */
export function onceSignedIn(run: () => void): () => void {
  if (selectIsAuthenticated(useAuthStore.getState())) {
    run();
    return () => undefined;
  }
  const unsubscribe = useAuthStore.subscribe((state) => {
    if (!selectIsAuthenticated(state)) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}
