import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/shared/api/query-client';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

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

export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** Puts a signed-in user in the stores, as the identity issue will. */
export function signIn({ role = 'member' }: { role?: string } = {}) {
  useAuthStore.getState().setSession({
    user: { uid: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
    authToken: 'token-1',
  });
  useAuthStore.getState().setTokenValidated(true);
  useWorkspaceStore.getState().setCurrentWorkspace({ uid: 'w1', name: 'Acme' });
  useWorkspaceStore.getState().setCurrentMemberRole(role);
}
