import { useCallback } from 'react';
import { logout } from './logout';

/** The user menu's sign-out. */
export function useLogout(): () => void {
  return useCallback(() => logout(), []);
}
