import * as auth from '@expertos/api-client/auth';
import { api } from '@/shared/api/client';

/** `POST /auth/change-password`: the form shows a wrong current password itself. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return auth.changePassword(api, input);
}
