import { ApiError } from '@expertos/api-client/client';
import { MESSAGES } from '@expertos/domain/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '@/test/render';
import { setupUser } from '@/test/user';
import * as signUpApi from '../api/sign-up';
import { SignUpPage } from './SignUpPage';

afterEach(() => vi.restoreAllMocks());

const renderSignUp = (path = '/signup') => renderPageAt(path, [{ path: '/signup', element: <SignUpPage /> }]);
const name = () => screen.getByLabelText(/Full name/);
const email = () => screen.getByLabelText(/E-mail/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Create account' });
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada' };

async function fillIn(values: { name?: string; email?: string; password?: string }) {
  const u = setupUser();
  if (values.name) await u.type(name(), values.name);
  if (values.email) await u.type(email(), values.email);
  if (values.password) await u.type(password(), values.password);
  return u;
}

describe('/signup', () => {
  it('has name, e-mail and password with autocomplete hints and the minimum length', () => {
    renderSignUp();
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(name()).toHaveAttribute('autocomplete', 'name');
    expect(name()).toHaveFocus();
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('says the data is incomplete and marks every empty field before sending anything', async () => {
    const signUp = vi.spyOn(signUpApi, 'signUp');
    renderSignUp();
    const u = await fillIn({ email: 'ada@example.com' });

    await u.click(submit());

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than the minimum', async () => {
    const signUp = vi.spyOn(signUpApi, 'signUp');
    renderSignUp();
    const u = await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'short' });
    await u.click(submit());
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it("shows the spec's message for an e-mail already in use", async () => {
    vi.spyOn(signUpApi, 'signUp').mockRejectedValue(
      new ApiError({ status: 422, code: 'auth/email-already-in-use', message: 'x' }),
    );
    renderSignUp();
    const u = await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'long enough' });
    await u.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail address is already in use by another account.',
    );
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to check the inbox, naming the address, and lands on the redirect after confirming', async () => {
    const signUp = vi.spyOn(signUpApi, 'signUp').mockResolvedValue({ user });
    renderSignUp('/signup?redirect=%2Ftasks%3FviewMode%3Dkanban');
    const u = await fillIn({ name: ' Ada ', email: 'ADA@example.com', password: 'long enough' });

    await u.click(submit());

    const state = await screen.findByTestId('check-inbox');
    expect(state).toHaveTextContent('Check your inbox');
    expect(state).toHaveTextContent('We have sent a confirmation link to ada@example.com.');
    expect(signUp).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long enough',
      callbackURL: '/tasks?viewMode=kanban',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Ftasks%3FviewMode%3Dkanban',
    );

    await u.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    expect(name()).toHaveValue(' Ada ');
  });

  it('sends /dashboard as the callback without a redirect', async () => {
    const signUp = vi.spyOn(signUpApi, 'signUp').mockResolvedValue({ user });
    renderSignUp('/signup?redirect=%2F%2Fevil.com');
    const u = await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'long enough' });
    await u.click(submit());
    await screen.findByTestId('check-inbox');
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ callbackURL: '/dashboard' }));
  });
});
