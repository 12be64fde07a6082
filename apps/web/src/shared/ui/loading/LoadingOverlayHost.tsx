import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { loadChunk } from '@/shared/lib/load-chunk';
import { useLatch } from '@/shared/lib/use-latch';
import { loadingStore } from './loading-store';

export const loadLoadingOverlay = () => loadChunk(() => import('./LoadingOverlay'));
const LoadingOverlay = lazy(() => loadLoadingOverlay().then((m) => ({ default: m.LoadingOverlay })));

/** Mount once; the overlay's code loads with the first `showLoading()` (or earlier, on idle). */
export function LoadingOverlayHost() {
  const mounted = useLatch(useStore(loadingStore, (state) => state.pending > 0));
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlay />
    </Suspense>
  );
}
