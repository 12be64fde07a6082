import {
  requestPasswordReset,
  resetPassword,
  type SignUpRequest,
  signInEmail,
  signUpEmail,
  verifyEmail,
} from '@expertos/api-client/auth';
import { paths } from '@/config/paths';
import { api } from '@/shared/api/client';

/**
 * The account pages' calls, one per endpoint, as one object so tests can replace a call
 * with `vi.spyOn(authApi, 'signIn')`. All silent: each form shows its own errors inline.
 */
export const authApi = {
  signUp: (input: SignUpRequest) => signUpEmail(api, input, { silent: true }),
  signIn: (input: { email: string; password: string }) => signInEmail(api, input, { silent: true }),
  verifyEmail: (token: string) => verifyEmail(api, token, { silent: true }),
  requestPasswordReset: (email: string) =>
    requestPasswordReset(api, { email, redirectTo: paths.resetPassword() }, { silent: true }),
  resetPassword: (input: { token: string; newPassword: string }) =>
    resetPassword(api, input, { silent: true }),
};
