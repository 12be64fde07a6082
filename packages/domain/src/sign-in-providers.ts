/**
 * Signing in with Google, Microsoft or another OpenID Connect provider the server's admin set
 * up (docs/product.md#sign-in-with-a-provider).
 */

/**
 * What a provider sign-in or link that failed says, by the `error` the identity service puts
 * on the page it returns to.
 */
export const PROVIDER_ERRORS = {
  account_not_linked:
    'An account with this e-mail address already exists. Sign in with your password, then connect this provider on Sign-in and security.',
  unable_to_create_user: 'The provider did not confirm your e-mail address, so no account was made.',
  email_does_not_match: 'That provider account has a different e-mail address from yours.',
  unable_to_link_account: 'The provider did not confirm your e-mail address, so it was not connected.',
  account_already_linked_to_different_user: 'That provider account is already connected to another account.',
} as const;
export const PROVIDER_ERROR_FALLBACK = 'Signing in with the provider did not work. Try again.';
