import { onSessionLost } from '@/shared/api/session-lost';
import { logout } from '@/shared/session/logout';

let disconnect: (() => void) | null = null;

/**
 * Connects the API client's "session lost" to the logout, which brings the user back to the
 * page they were on once signed in again. Connected once however often it is called;
 * returns the function that disconnects it (tests).
 */
export function connectSessionLoss(): () => void {
  disconnect ??= onSessionLost(() => logout({ returnHere: true }));
  return () => {
    disconnect?.();
    disconnect = null;
  };
}
