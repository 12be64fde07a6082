import * as auth from '@expertos/api-client/auth';
import { api } from '@/shared/api/client';

/** `GET /auth/verify-email`: confirms the address from the e-mail's link. */
export function verifyEmail(token: string) {
  return auth.verifyEmail(api, token);
}
