import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { loadChunk } from '@/shared/lib/load-chunk';
import { useLatch } from '@/shared/lib/use-latch';
import { confirmStore } from './confirm-store';

export const loadConfirmDialog = () => loadChunk(() => import('./ConfirmDialog'));
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/** Mount once; the dialog's code loads with the first `confirm()` (or earlier, on idle). */
export function ConfirmHost() {
  const mounted = useLatch(useStore(confirmStore, (state) => state.queue.length > 0));
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
