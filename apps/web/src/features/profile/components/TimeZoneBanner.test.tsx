import type { Profile } from '@expertos/domain/profile.schema';
import { aProfile } from '@expertos/domain/testing/workspaces';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { setViewerTimeZone, viewerTimeZone } from '@/shared/session/viewer-zone';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as profileApi from '../api/profile';
import { meQueryKey } from '../api/profile';
import { TimeZoneBanner } from './TimeZoneBanner';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  setViewerTimeZone(null);
});

/** The banner as the app shows it: the session start has put the profile in the cache. */
let queryClient = createQueryClient();
function renderBanner(me: Profile) {
  queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  const fetchMe = vi.spyOn(profileApi, 'fetchMe');
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <TimeZoneBanner />
    </QueryClientProvider>,
  );
  return { u: setupUser(), fetchMe };
}

describe('the time zone banner', () => {
  it('takes the browser’s zone silently the first time, and asks nothing', async () => {
    const update = vi
      .spyOn(profileApi, 'updateMe')
      .mockImplementation(async (change) => aProfile({ time_zone: change.time_zone ?? null }));
    const { fetchMe } = renderBanner(aProfile({ time_zone: null }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ time_zone: 'UTC' }));
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryClient.getQueryData<Profile>(meQueryKey)?.time_zone).toBe('UTC'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('asks when the browser’s clock is on another zone; switching saves it', async () => {
    const update = vi
      .spyOn(profileApi, 'updateMe')
      .mockImplementation(async (change) => aProfile({ time_zone: change.time_zone ?? null }));
    const { u } = renderBanner(aProfile({ time_zone: 'Europe/Lisbon' }));
    expect(
      await screen.findByText('Your computer’s clock is on UTC, your profile on Europe/Lisbon.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Switch to UTC' }));
    expect(update).toHaveBeenCalledWith({ time_zone: 'UTC' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(viewerTimeZone()).toBe('UTC');
  });

  it('keeping the profile’s zone is remembered on this device for that pair of zones', async () => {
    const update = vi.spyOn(profileApi, 'updateMe');
    const { u } = renderBanner(aProfile({ time_zone: 'Europe/Lisbon' }));
    await u.click(await screen.findByRole('button', { name: 'Keep Europe/Lisbon' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    // Shown again only when the pair changes.
    queryClient.setQueryData(meQueryKey, aProfile({ time_zone: 'America/New_York' }));
    expect(await screen.findByRole('button', { name: 'Keep America/New_York' })).toBeInTheDocument();
  });
});
