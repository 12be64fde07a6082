import type { ViewMode } from '@expertos/domain/settings';
import { viewModeSchema } from '@expertos/domain/settings.schema';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { withLiveDialogParams } from '@/shared/ui/task-dialog/live-dialog-params';

export const VIEW_MODE_PARAM = 'viewMode';

/**
 * The list's view, kept in the `viewMode` query parameter
 * (docs/product.md#task-lists-and-filters) and remembered in the settings. Arriving without the
 * parameter (or with an unknown one) shows the remembered view and writes it into the URL,
 * replacing the entry so Back does not bounce.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [params, setParams] = useSearchParams();
  const remembered = useSettingsStore((state) => state.viewMode);
  const remember = useSettingsStore((state) => state.setViewMode);
  const parsed = viewModeSchema.safeParse(params.get(VIEW_MODE_PARAM));
  const fromUrl = parsed.success ? parsed.data : null;
  const mode = fromUrl ?? remembered;

  // The URL's view as last seen: only a change of it is remembered. Comparing with the store
  // instead bounced a choice back: `choose` updates the store a render before the address, so
  // the old address's view looked like a newly shared link and was remembered again.
  const seenInUrl = useRef<ViewMode | null>(null);

  useEffect(() => {
    const changedInUrl = fromUrl !== seenInUrl.current;
    seenInUrl.current = fromUrl;
    if (fromUrl === null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VIEW_MODE_PARAM, remembered);
          return withLiveDialogParams(next);
        },
        { replace: true },
      );
    } else if (changedInUrl && fromUrl !== remembered) {
      // A shared link's view becomes the remembered one, as if chosen here.
      remember(fromUrl);
    }
  }, [fromUrl, remembered, remember, setParams]);

  const choose = useCallback(
    (next: ViewMode) => {
      remember(next);
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(VIEW_MODE_PARAM, next);
        return withLiveDialogParams(updated);
      });
    },
    [remember, setParams],
  );

  return [mode, choose];
}
