import { createStore } from 'zustand/vanilla';

interface LoadingState {
  /** Open showLoading() calls; the overlay is up while any is open. */
  pending: number;
  message: string | null;
}

export const loadingStore = createStore<LoadingState>(() => ({ pending: 0, message: null }));

/** Puts up the full-page loading overlay; pair each call with hideLoading(). */
export function showLoading(message?: string): void {
  loadingStore.setState((state) => ({ pending: state.pending + 1, message: message ?? state.message }));
}

export function hideLoading(): void {
  loadingStore.setState((state) => {
    const pending = Math.max(0, state.pending - 1);
    return { pending, message: pending === 0 ? null : state.message };
  });
}

/** Drops every pending call (sign-out, tests). */
export function resetLoading(): void {
  loadingStore.setState({ pending: 0, message: null });
}

/** Shows the overlay while `work` runs, hiding it however the work ends. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>), message?: string): Promise<T> {
  showLoading(message);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hideLoading();
  }
}
