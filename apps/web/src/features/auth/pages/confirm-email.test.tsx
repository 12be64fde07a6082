import { ApiError } from '@expertos/api-client/client';
import type { Profile } from '@expertos/domain/profile.schema';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sessionApi from '@/shared/api/session';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { fakeJwt } from '@/test/jwt';
import { renderStrictPageAt } from '@/test/render';
import { stubSessionServer } from '@/test/workspace-server';
import * as verifyEmailApi from '../api/verify-email';
import { ConfirmEmailPage, resetVerifications } from './ConfirmEmailPage';

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada',
  avatar_url: null,
  job_title: null,
  industry: null,
  skills: [],
  language: null,
  time_zone: 'UTC',
};

beforeEach(() => {
  vi.spyOn(sessionApi, 'fetchIdToken').mockResolvedValue(fakeJwt());
  stubSessionServer({ profile });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetVerifications();
});

const renderConfirm = (path: string) => renderStrictPageAt(path, '/confirm-email', <ConfirmEmailPage />);

describe('/confirm-email', () => {
  it('verifies the token once (even under StrictMode), signs in and goes to the redirect', async () => {
    const verify = vi.spyOn(verifyEmailApi, 'verifyEmail').mockResolvedValue(undefined);

    renderConfirm('/confirm-email?token=tok-1&redirect=%2Ftasks%3FviewMode%3Dkanban');

    expect(screen.getByText('Verifying your e-mail…')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/tasks?viewMode=kanban');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('tok-1');
    expect(sessionApi.fetchIdToken).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
  });

  it('does not spend the token again when the page mounts again', async () => {
    const verify = vi.spyOn(verifyEmailApi, 'verifyEmail').mockResolvedValue(undefined);
    const first = renderConfirm('/confirm-email?token=tok-5');
    await screen.findByTestId('location');
    first.unmount();
    renderConfirm('/confirm-email?token=tok-5');
    await screen.findByTestId('location');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('falls back to the redirect kept from sign-up, then to the dashboard', async () => {
    vi.spyOn(verifyEmailApi, 'verifyEmail').mockResolvedValue(undefined);
    useAuthStore.getState().setRedirect('/brand/acme/feed', 'tab=2');
    renderConfirm('/confirm-email?token=tok-2');
    expect(await screen.findByTestId('location')).toHaveTextContent('/brand/acme/feed?tab=2');
  });

  it('never follows a redirect to another site', async () => {
    vi.spyOn(verifyEmailApi, 'verifyEmail').mockResolvedValue(undefined);
    renderConfirm('/confirm-email?token=tok-3&redirect=%2F%2Fevil.com');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it("says 'There was an error verifying your e-mail.' when verification fails, with a way to sign in", async () => {
    vi.spyOn(verifyEmailApi, 'verifyEmail').mockRejectedValue(
      new ApiError({ status: 400, code: 'auth/email-verification-failed', message: 'x' }),
    );
    renderConfirm('/confirm-email?token=bad');

    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error verifying your e-mail.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
    expect(sessionApi.fetchIdToken).not.toHaveBeenCalled();
  });

  it('says the same without a token, without calling the server', async () => {
    const verify = vi.spyOn(verifyEmailApi, 'verifyEmail');
    renderConfirm('/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error verifying your e-mail.');
    expect(verify).not.toHaveBeenCalled();
  });

  it('sends to sign-in when the confirmation brought no session', async () => {
    vi.spyOn(verifyEmailApi, 'verifyEmail').mockResolvedValue(undefined);
    vi.spyOn(sessionApi, 'fetchIdToken').mockRejectedValue(
      new ApiError({ status: 401, code: 'unauthorized', message: 'x' }),
    );
    renderConfirm('/confirm-email?token=tok-4&redirect=%2Ftasks');
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin?redirect=%2Ftasks');
  });
});
