import * as auth from '@expertos/api-client/auth';
import { paths } from '@/config/paths';
import { api } from '@/shared/api/client';

/** `POST /auth/request-password-reset`: the e-mail's link leads to the reset page. */
export function requestPasswordReset(email: string) {
  return auth.requestPasswordReset(api, { email, redirectTo: paths.resetPassword() });
}

/** `POST /auth/reset-password` with the token from that link. */
export function resetPassword(input: { token: string; newPassword: string }) {
  return auth.resetPassword(api, input);
}
