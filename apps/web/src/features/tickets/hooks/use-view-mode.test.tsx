import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useViewMode } from './use-view-mode';

/** The hook on a page at `path`, with the address it leaves behind. */
function renderAt(path: string) {
  let location = '';
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    function Page() {
      const here = useLocation();
      location = `${here.pathname}${here.search}`;
      return <>{children}</>;
    }
    router ??= createMemoryRouter([{ path: '/tasks', element: <Page /> }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => useViewMode(), { wrapper });
  return { ...view, location: () => location };
}

describe('useViewMode', () => {
  it('shows the remembered view without a parameter, and writes it into the address', async () => {
    useSettingsStore.getState().setViewMode('calendar');
    const { result, location } = renderAt('/tasks');
    expect(result.current[0]).toBe('calendar');
    await waitFor(() => expect(location()).toBe('/tasks?viewMode=calendar'));
  });

  it("remembers a shared link's view", async () => {
    useSettingsStore.getState().setViewMode('table');
    const { result } = renderAt('/tasks?viewMode=kanban');
    expect(result.current[0]).toBe('kanban');
    await waitFor(() => expect(useSettingsStore.getState().viewMode).toBe('kanban'));
  });

  it('never bounces a chosen view back to the one before', async () => {
    useSettingsStore.getState().setViewMode('table');
    const { result, location } = renderAt('/tasks?viewMode=table');
    const seen: string[] = [];
    const stop = useSettingsStore.subscribe((state) => seen.push(state.viewMode));
    act(() => result.current[1]('kanban'));
    await waitFor(() => expect(location()).toBe('/tasks?viewMode=kanban'));
    stop();
    expect(result.current[0]).toBe('kanban');
    expect(seen.filter((mode) => mode === 'table')).toEqual([]);
  });
});
