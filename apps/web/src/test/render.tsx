import { toRoleKey } from '@expertos/domain/roles';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, StrictMode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  type RouteObject,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/shared/api/query-client';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aListItem } from './fixtures';
import { fakeJwt } from './jwt';

/** The app's providers in Mantine's test mode (no transitions, no portals). */
export function TestProviders({
  children,
  withUiHosts = true,
}: {
  children: ReactNode;
  withUiHosts?: boolean;
}) {
  return (
    <AppProviders env="test" queryClient={createQueryClient()} withUiHosts={withUiHosts}>
      {children}
    </AppProviders>
  );
}

/** `withUiHosts: false` for tests that render a UI-kit part themselves. */
export function renderWithProviders(
  ui: ReactElement,
  { withUiHosts = true }: { withUiHosts?: boolean } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <TestProviders withUiHosts={withUiHosts}>{children}</TestProviders>,
  });
}

/** Renders the real route table at `path`; returns the router to inspect its location. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { router, ...view };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders the given routes at `path`; any other path shows a probe with the location, so a
 * test can see where a page navigated to without loading that page.
 */
export function renderPageAt(path: string, pages: RouteObject[]) {
  const router = createMemoryRouter([...pages, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { router, ...view };
}

/**
 * One page at `path` inside StrictMode, whose effects run twice on mount (the data
 * router's first render does not show that). Other paths show the location probe.
 */
export function renderStrictPageAt(path: string, routePath: string, page: ReactElement) {
  // StrictMode as the root, as in main.tsx: nested under a wrapper it renders twice but no
  // longer runs mount effects twice.
  return render(
    <StrictMode>
      <TestProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>
    </StrictMode>,
  );
}

export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/**
 * Puts a signed-in user in the stores, as a session start does, with the workspace list
 * already loaded (workspace w1, the given role). `withWorkspace: false` leaves the workspace
 * state unloaded, as right after signing in. Answers the ID token.
 */
export function signIn({
  role = 'member',
  withWorkspace = true,
}: {
  role?: string;
  withWorkspace?: boolean;
} = {}): string {
  const token = fakeJwt();
  useAuthStore.getState().setSession({
    user: { uid: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
    authToken: token,
  });
  useAuthStore.getState().setTokenValidated(true);
  if (!withWorkspace) return token;
  const key = toRoleKey(role) ?? 'member';
  const item = aListItem({ uid: 'w1' }, { role: key, member_uid: 'm1' });
  const workspaces = useWorkspaceStore.getState();
  workspaces.setWorkspaces([item]);
  workspaces.setCurrentWorkspace(item.workspaces);
  workspaces.setCurrentMember({ uid: 'm1', role: key, status: 'joined' });
  // The role as given (any case): roles are compared in lower case.
  workspaces.setCurrentMemberRole(role);
  workspaces.setStatus('ready');
  workspaces.setProjectsStatus('ready');
  return token;
}
