import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

describe('sign-in and sign-up layouts', () => {
  it('the sign-in form has labelled fields and says it is not connected yet', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/signin?redirect=%2Ftasks']}>
        <SignInPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByTestId('not-connected')).toHaveTextContent(/not connected yet/i);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Ftasks',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('the sign-up form has labelled fields and says it is not connected yet', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/signup']}>
        <SignUpPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirm password/)).toBeInTheDocument();
    expect(screen.getByTestId('not-connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});
