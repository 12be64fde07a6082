import { isApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { translateError } from '@/shared/i18n/i18n';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { logout } from './logout';

export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/**
 * A 403 while loading workspace or project data logs the user out
 * (docs/product.md#roles-and-access). Every loader of workspace or brand data runs through
 * this, so the rule lives in one place: the load still rejects with the error, and the user,
 * told why, is signed out once (later 403s of the same burst find nobody signed in).
 */
export async function logoutOnForbidden<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isForbidden(error) && selectIsAuthenticated(useAuthStore.getState())) {
      notify({ type: 'negative', message: translateError('forbidden', ERROR_CATALOGUE.forbidden.message) });
      void logout();
    }
    throw error;
  }
}
