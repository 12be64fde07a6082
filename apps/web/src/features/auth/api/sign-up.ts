import { type SignUpRequest, signUpEmail } from '@expertos/api-client/auth';
import { api } from '@/shared/api/client';

/** `POST /auth/sign-up/email`; the form shows its own errors inline. */
export function signUp(input: SignUpRequest) {
  return signUpEmail(api, input);
}
