import { useCallback, useRef, useState } from 'react';
import { errorText } from '@/shared/api/error-text';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface StepSave {
  state: SaveState;
  /** Why the last save failed: the server's message for its code, or the form's own reason. */
  error: string | null;
  /**
   * Runs a save: saving… while it runs, saved when it resolves, failed with the server's
   * message when it rejects (the caller's input is left as it is, to retry). Answers whether
   * it succeeded.
   */
  run: (save: () => Promise<unknown>) => Promise<boolean>;
  /** Fails without calling anything (the input was refused before sending). */
  fail: (reason: string) => void;
  reset: () => void;
}

/** The visible state of one form's save: idle, saving…, saved ✓ or failed with the reason. */
export function useStepSave(): StepSave {
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const run = useCallback(async (save: () => Promise<unknown>) => {
    const call = ++latest.current;
    setState('saving');
    setError(null);
    try {
      await save();
      if (call === latest.current) setState('saved');
      return true;
    } catch (failure) {
      if (call === latest.current) {
        setState('failed');
        setError(errorText(failure));
      }
      return false;
    }
  }, []);

  const fail = useCallback((reason: string) => {
    latest.current++;
    setState('failed');
    setError(reason);
  }, []);

  const reset = useCallback(() => {
    latest.current++;
    setState('idle');
    setError(null);
  }, []);

  return { state, error, run, fail, reset };
}
