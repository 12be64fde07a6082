import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { SSO_SIGN_IN_ERRORS } from '@expertos/domain/sso';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '@/test/render';
import { setupUser } from '@/test/user';
import * as ssoApi from '../api/sso';
import { SignInPage } from './SignInPage';

afterEach(() => vi.restoreAllMocks());

const renderSignIn = (path = '/signin') => renderPageAt(path, [{ path: '/signin', element: <SignInPage /> }]);
const ssoForm = () => screen.getByRole('form', { name: 'Single sign-on' });
const workEmail = () => screen.getByLabelText(/^Work e-mail/);

describe('/signin with single sign-on', () => {
  it('opens its own form on the button, starts with the address and leaves for the provider', async () => {
    const start = vi.spyOn(ssoApi, 'startSso').mockResolvedValue('https://idp.example.com/sso?SAMLRequest=x');
    const leave = vi.spyOn(ssoApi, 'leaveFor').mockImplementation(() => {});
    renderSignIn('/signin?redirect=%2Ftasks');
    const u = setupUser();
    // The password form's button keeps its name (a string name matches exactly).
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Single sign-on' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    expect(workEmail()).toHaveFocus();
    await u.type(workEmail(), ' ada@acme.com {Enter}');

    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://idp.example.com/sso?SAMLRequest=x'));
    expect(start).toHaveBeenCalledWith({ email: 'ada@acme.com', redirect: '/tasks' });
    expect(within(ssoForm()).getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'data-loading',
      'true',
    );
  });

  it('says inline why it cannot start (a domain not verified yet)', async () => {
    vi.spyOn(ssoApi, 'startSso').mockRejectedValue(
      new ApiError({ status: 409, code: 'domain_not_verified', message: 'x' }),
    );
    const leave = vi.spyOn(ssoApi, 'leaveFor').mockImplementation(() => {});
    renderSignIn();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await u.type(workEmail(), 'ada@acme.com');
    await u.click(within(ssoForm()).getByRole('button', { name: 'Continue' }));

    expect(await within(ssoForm()).findByRole('alert')).toHaveTextContent(
      ERROR_CATALOGUE.domain_not_verified.message,
    );
    expect(within(ssoForm()).getByRole('button', { name: 'Continue' })).not.toHaveAttribute('data-loading');
    expect(leave).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one before asking the server', async () => {
    const start = vi.spyOn(ssoApi, 'startSso');
    renderSignIn();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await u.type(workEmail(), 'ada-at-acme{Enter}');
    expect(await within(ssoForm()).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('closes again with Cancel, focus back on its button', async () => {
    renderSignIn();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await u.click(within(ssoForm()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toHaveFocus();
  });

  it('says why a single sign-on did not finish (?sso_error=) and offers the form again', () => {
    renderSignIn('/signin?sso_error=seat_limit_reached');
    expect(screen.getByRole('alert')).toHaveTextContent(SSO_SIGN_IN_ERRORS.seat_limit_reached);
    expect(workEmail()).toHaveFocus();
  });

  it('reads an unknown reason as a failed check', () => {
    renderSignIn('/signin?sso_error=something_new');
    expect(screen.getByRole('alert')).toHaveTextContent(SSO_SIGN_IN_ERRORS.failed);
  });

  it('opens on single sign-on when a workspace requires it (?sso=required)', () => {
    renderSignIn('/signin?sso=required&redirect=%2Fworkspace%2Fsecurity');
    expect(screen.getByRole('status')).toHaveTextContent(ERROR_CATALOGUE.sso_required.message);
    expect(ssoForm()).toBeInTheDocument();
    expect(workEmail()).toHaveFocus();
  });
});
