import { useStore } from 'zustand';
import { hideLoading, loadingStore, showLoading, withLoading } from './loading-store';

/** The loading overlay's API for components, plus whether it is up. */
export function useLoadingOverlay() {
  const visible = useStore(loadingStore, (state) => state.pending > 0);
  return { visible, showLoading, hideLoading, withLoading };
}
