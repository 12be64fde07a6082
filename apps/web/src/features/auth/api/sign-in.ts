import { signInEmail } from '@expertos/api-client/auth';
import { api } from '@/shared/api/client';

/** `POST /auth/sign-in/email`; the form shows its own errors inline. */
export function signIn(input: { email: string; password: string }) {
  return signInEmail(api, input);
}
