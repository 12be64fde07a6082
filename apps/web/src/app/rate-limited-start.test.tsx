import { ApiError } from '@expertos/api-client/client';
import type { Profile } from '@expertos/domain/profile.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sessionApi from '@/shared/api/session';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { fakeJwt } from '@/test/jwt';
import { currentPath, renderRoute } from '@/test/render';
import { stubSessionServer } from '@/test/workspace-server';

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  avatar_url: null,
  job_title: null,
  industry: null,
  skills: [],
  language: null,
  time_zone: 'UTC',
};
const roles = { admin: { name: 'Admin' }, member: { name: 'Member' }, external: { name: 'External' } };
/** What the API client throws once its own waits are used up. */
const limited = (retryAfterMs: number) =>
  new ApiError({ status: 429, code: 'rate_limited', message: 'Too many requests.', retryAfterMs });

/** A browser with a session whose first bootstrap calls are refused by the rate limit. */
function busyServer(refusals: number, retryAfterMs: number) {
  vi.spyOn(sessionApi, 'checkSession').mockResolvedValue({ signedIn: true, token: fakeJwt() });
  const { bootstrap } = stubSessionServer({ profile, roles });
  for (let i = 0; i < refusals; i++) bootstrap.mockRejectedValueOnce(limited(retryAfterMs));
  return bootstrap;
}

/** Every path the router went through, from the first. */
function pathsOf(router: ReturnType<typeof renderRoute>['router']) {
  const seen = [currentPath(router)];
  router.subscribe(() => seen.push(currentPath(router)));
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('RequireAuth when the start-up check is rate limited', () => {
  it('keeps the person on the page they opened, with the busy notice, instead of sending them to sign in', async () => {
    busyServer(1, 60_000);
    useAuthStore.getState().setSessionChecked(false);

    const { router } = renderRoute('/dashboard?viewMode=kanban');
    const seen = pathsOf(router);

    expect(
      await screen.findByText('Lots of requests at once — carrying on in a few seconds.'),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().sessionChecked).toBe(true);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(seen.every((path) => path === '/dashboard?viewMode=kanban')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('asks again once the wait is over and opens the page signed in', async () => {
    const bootstrap = busyServer(2, 10);
    useAuthStore.getState().setSessionChecked(false);

    const { router } = renderRoute('/dashboard?viewMode=kanban');
    const seen = pathsOf(router);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(bootstrap).toHaveBeenCalledTimes(3);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
    expect(seen.every((path) => path === '/dashboard?viewMode=kanban')).toBe(true);
  });
});
