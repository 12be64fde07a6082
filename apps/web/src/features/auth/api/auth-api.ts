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
 * with `vi.spyOn(authApi, 'signIn')`. Quiet (the client's default): each form shows its own errors inline.
 */
export const authApi = {
  signUp: (input: SignUpRequest) => signUpEmail(api, input),
  signIn: (input: { email: string; password: string }) => signInEmail(api, input),
  verifyEmail: (token: string) => verifyEmail(api, token),
  requestPasswordReset: (email: string) =>
    requestPasswordReset(api, { email, redirectTo: paths.resetPassword() }),
  resetPassword: (input: { token: string; newPassword: string }) => resetPassword(api, input),
};
