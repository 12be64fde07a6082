import { ApiError } from '@expertos/api-client/client';
import { MESSAGES } from '@expertos/domain/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderPageAt } from '@/test/render';
import { setupUser } from '@/test/user';
import * as passwordResetApi from '../api/password-reset';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => vi.restoreAllMocks());

const NEUTRAL = /If an account exists for (.+), we have sent it a link to choose a new password/;

describe('/forgot-password', () => {
  const renderForgot = (path = '/forgot-password') =>
    renderPageAt(path, [{ path: '/forgot-password', element: <ForgotPasswordPage /> }]);

  it('says the data is incomplete for an empty e-mail', async () => {
    const request = vi.spyOn(passwordResetApi, 'requestPasswordReset');
    renderForgot();
    await setupUser().click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('always answers with the same neutral confirmation', async () => {
    const request = vi.spyOn(passwordResetApi, 'requestPasswordReset').mockResolvedValue(undefined);
    renderForgot('/forgot-password?redirect=%2Ftasks');
    const u = setupUser();
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    await u.type(screen.getByLabelText(/E-mail/), 'nobody@example.com{Enter}');

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(NEUTRAL);
    expect(confirmation).toHaveTextContent('If an account exists for nobody@example.com,');
    expect(request).toHaveBeenCalledWith('nobody@example.com');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Ftasks',
    );
  });

  it('says so when the request is refused for too many attempts', async () => {
    vi.spyOn(passwordResetApi, 'requestPasswordReset').mockRejectedValue(
      new ApiError({ status: 429, code: 'auth/too-many-attempts', message: 'x' }),
    );
    renderForgot();
    await setupUser().type(screen.getByLabelText(/E-mail/), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('/reset-password', () => {
  const renderReset = (path: string) =>
    renderPageAt(path, [{ path: '/reset-password', element: <ResetPasswordPage /> }]);
  const newPassword = () => screen.getByLabelText(/^New password/);
  const confirm = () => screen.getByLabelText(/^Confirm new password/);
  const submit = () => screen.getByRole('button', { name: 'Set new password' });

  it('without a token, says the link is invalid and offers a new one', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says the data is incomplete, then that the passwords differ, before sending anything', async () => {
    const reset = vi.spyOn(passwordResetApi, 'resetPassword');
    renderReset('/reset-password?token=t1');
    const u = setupUser();
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');

    await u.type(newPassword(), 'a new password');
    await u.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');

    await u.type(confirm(), 'another password');
    await u.click(submit());
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('sets the password, says so and goes to sign-in', async () => {
    const reset = vi.spyOn(passwordResetApi, 'resetPassword').mockResolvedValue(undefined);
    renderReset('/reset-password?token=t1');
    const u = setupUser();
    await u.type(newPassword(), 'a new password');
    await u.type(confirm(), 'a new password{Enter}');

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/signin$/);
    expect(reset).toHaveBeenCalledWith({ token: 't1', newPassword: 'a new password' });
    expect(notificationsStore.getState().items.map((item) => [item.type, item.message])).toEqual([
      ['positive', 'Your password was changed. Sign in with your new password.'],
    ]);
  });

  it('says an expired token is invalid, with a link to request a new one', async () => {
    vi.spyOn(passwordResetApi, 'resetPassword').mockRejectedValue(
      new ApiError({ status: 400, code: 'auth/invalid-token', message: 'x' }),
    );
    renderReset('/reset-password?token=old');
    const u = setupUser();
    await u.type(newPassword(), 'a new password');
    await u.type(confirm(), 'a new password{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
