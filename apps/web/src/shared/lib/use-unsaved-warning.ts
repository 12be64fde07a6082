import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved input is lost: leaving the page inside the app asks first (`message`),
 * and closing or reloading the tab lets the browser ask its own question.
 */
export function useUnsavedWarning(dirty: boolean, message: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useBeforeUnloadWarning(dirty);
}

/**
 * Closing or reloading the tab while `dirty` lets the browser ask its own question. Any number
 * of fields may use it at once (each autosaving field does, while its text is not saved yet).
 */
export function useBeforeUnloadWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
