/**
 * "The session is gone": a 401 that is not a wrong password. The API client announces it
 * and whoever ends sessions listens. The client cannot call the logout itself: the logout
 * signs out through the client, so each would import the other; `app/` connects the two.
 */
export type SessionLostListener = () => void | Promise<void>;

const listeners = new Set<SessionLostListener>();

/** Listens for session loss; returns the function that stops listening. */
export function onSessionLost(listener: SessionLostListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener; settles when they all have (a listener's failure rejects it). */
export async function announceSessionLost(): Promise<void> {
  await Promise.all([...listeners].map(async (listener) => listener()));
}
