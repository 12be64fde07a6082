import { ApiError } from '@expertos/api-client/client';
import { MESSAGES } from '@expertos/domain/messages';
import type { Profile } from '@expertos/domain/profile.schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sessionApi from '@/shared/api/session';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { fakeJwt } from '@/test/jwt';
import { renderPageAt } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubSessionServer } from '@/test/workspace-server';
import * as signInApi from '../api/sign-in';
import { SignInPage } from './SignInPage';

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
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' };
const catalogueError = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

beforeEach(() => {
  vi.spyOn(sessionApi, 'fetchIdToken').mockResolvedValue(fakeJwt());
  stubSessionServer({ profile, roles: { admin: { name: 'Admin' }, member: { name: 'Member' } } });
});
afterEach(() => vi.restoreAllMocks());

const renderSignIn = (path = '/signin') => renderPageAt(path, [{ path: '/signin', element: <SignInPage /> }]);
const email = () => screen.getByLabelText(/E-mail/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Sign in' });
const location = () => screen.findByTestId('location');

async function fillIn(address: string, secret: string) {
  const u = setupUser();
  if (address) await u.type(email(), address);
  if (secret) await u.type(password(), secret);
  return u;
}

describe('/signin', () => {
  it('has labelled fields with autocomplete hints, focus on the e-mail, and links that carry the redirect', () => {
    renderSignIn('/signin?redirect=%2Ftasks%3FviewMode%3Dkanban');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'username webauthn');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(email()).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Ftasks%3FviewMode%3Dkanban',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?redirect=%2Ftasks%3FviewMode%3Dkanban',
    );
    expect(useAuthStore.getState()).toMatchObject({ redirect: '/tasks', redirectQuery: 'viewMode=kanban' });
  });

  it('says the data is incomplete and marks the empty fields before sending anything', async () => {
    const signIn = vi.spyOn(signInApi, 'signIn');
    renderSignIn();
    const u = await fillIn('ada@example.com', '');

    await u.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one', async () => {
    const signIn = vi.spyOn(signInApi, 'signIn');
    renderSignIn();
    const u = await fillIn('ada-at-example', 'secret');
    await u.click(submit());
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong password', 'auth/wrong-password'],
    ['an unknown e-mail', 'auth/user-not-found'],
  ])('shows the same message inline for %s', async (_what, code) => {
    vi.spyOn(signInApi, 'signIn').mockRejectedValue(catalogueError(401, code, 'x'));
    renderSignIn();
    const u = await fillIn('ada@example.com', 'wrong password');

    await u.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password you entered is incorrect.',
    );
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).not.toHaveAttribute('data-loading');
  });

  it("shows auth/email-not-verified's message", async () => {
    vi.spyOn(signInApi, 'signIn').mockRejectedValue(catalogueError(403, 'auth/email-not-verified', 'x'));
    renderSignIn();
    const u = await fillIn('ada@example.com', 'long enough');
    await u.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please confirm your e-mail address first. We have sent you a new link.',
    );
  });

  it('signs in with Enter, loads the roles, and goes to the redirect with its query', async () => {
    const signIn = vi.spyOn(signInApi, 'signIn').mockResolvedValue({ user });
    renderSignIn('/signin?redirect=%2Ftasks%3FviewMode%3Dkanban');
    await fillIn('  Ada@Example.com ', 'long enough{Enter}');

    expect(await location()).toHaveTextContent('/tasks?viewMode=kanban');
    // The domain schema trims and lower-cases the address.
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'long enough' });
    const state = useAuthStore.getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(state.roles).toEqual([
      { key: 'admin', name: 'Admin' },
      { key: 'member', name: 'Member' },
    ]);
    expect(state.redirect).toBeNull();
  });

  it('goes to /dashboard without a redirect', async () => {
    vi.spyOn(signInApi, 'signIn').mockResolvedValue({ user });
    renderSignIn();
    const u = await fillIn('ada@example.com', 'long enough');
    await u.click(submit());
    expect(await location()).toHaveTextContent(/^\/dashboard$/);
  });

  it.each([
    ['//evil.com', '%2F%2Fevil.com'],
    ['https://evil.com/x', 'https%3A%2F%2Fevil.com%2Fx'],
    ['/\\evil.com', '%2F%5Cevil.com'],
    ['/\t/evil.com', '%2F%09%2Fevil.com'],
    ['/signin', '%2Fsignin'],
  ])('refuses the redirect %j and goes to /dashboard', async (_raw, encoded) => {
    vi.spyOn(signInApi, 'signIn').mockResolvedValue({ user });
    renderSignIn(`/signin?redirect=${encoded}`);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    const u = await fillIn('ada@example.com', 'long enough');
    await u.click(submit());
    expect(await location()).toHaveTextContent(/^\/dashboard$/);
  });

  it('signs in once when sent twice in a row, while its rules load and after', async () => {
    const signIn = vi.spyOn(signInApi, 'signIn').mockReturnValue(new Promise(() => undefined));
    renderSignIn();

    await fillIn('ada@example.com', 'long enough{Enter}{Enter}');
    await waitFor(() => expect(submit()).toHaveAttribute('data-loading', 'true'));
    await setupUser().click(submit());

    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state while signing in', async () => {
    let finish!: () => void;
    vi.spyOn(signInApi, 'signIn').mockReturnValue(
      new Promise((resolve) => {
        finish = () => resolve({ user });
      }),
    );
    renderSignIn();
    const u = await fillIn('ada@example.com', 'long enough');
    await u.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('data-loading', 'true'));
    finish();
    expect(await location()).toHaveTextContent('/dashboard');
  });

  it('sends someone already signed in straight on', async () => {
    useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: fakeJwt() });
    useAuthStore.getState().setTokenValidated(true);
    renderSignIn('/signin?redirect=%2Fprofile');
    expect(await location()).toHaveTextContent('/profile');
  });
});
