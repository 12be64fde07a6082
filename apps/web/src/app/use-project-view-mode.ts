import type { ProjectViewMode } from '@expertos/domain/settings';
import { projectViewModeSchema } from '@expertos/domain/settings.schema';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { withLiveDialogParams } from '@/shared/ui/task-dialog/live-dialog-params';

/** `?view=dashboard|tasks` on /brand/{slug}/tasks: a link that asks for one view. */
export const PROJECT_VIEW_PARAM = 'view';
/** The task list's own view (table, kanban, calendar): a link carrying it is a link to the list. */
const TASK_VIEW_PARAM = 'viewMode';

/**
 * The brand page's view (docs/product.md#screens-and-routes: project view mode, dashboard by
 * default). A `?view=` link wins and becomes the remembered choice (then leaves the address, so
 * the list's own `?viewMode=` stays the only parameter); a link with the list's `?viewMode=`
 * shows the list; otherwise the remembered choice.
 */
export function useProjectViewMode(): [ProjectViewMode, (mode: ProjectViewMode) => void] {
  const [params, setParams] = useSearchParams();
  const remembered = useSettingsStore((state) => state.projectViewMode);
  const remember = useSettingsStore((state) => state.setProjectViewMode);
  const asked = projectViewModeSchema.safeParse(params.get(PROJECT_VIEW_PARAM));
  const fromUrl = asked.success ? asked.data : params.has(TASK_VIEW_PARAM) ? 'tasks' : null;
  const mode = fromUrl ?? remembered;

  useEffect(() => {
    if (fromUrl !== null && fromUrl !== remembered) remember(fromUrl);
    if (params.has(PROJECT_VIEW_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PROJECT_VIEW_PARAM);
          return withLiveDialogParams(next);
        },
        { replace: true },
      );
    }
  }, [fromUrl, remembered, remember, params, setParams]);

  const choose = useCallback(
    (next: ProjectViewMode) => {
      remember(next);
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete(PROJECT_VIEW_PARAM);
        // The list's view would bring the list back: the overview has none.
        if (next === 'dashboard') updated.delete(TASK_VIEW_PARAM);
        return withLiveDialogParams(updated);
      });
    },
    [remember, setParams],
  );

  return [mode, choose];
}
