import { useCallback, useEffect, useState } from 'react';
import { readDraft, writeDraft } from '@/shared/lib/use-autosave';

interface DraftState<T> {
  /** The saved value the draft started from, as JSON. */
  base: string;
  draft: T;
  /** Take the next saved value even though the draft differs (after a save: its reply). */
  follow: boolean;
}

export interface Draft<T> {
  value: T;
  set: (next: T) => void;
  patch: (change: Partial<T>) => void;
  /** The draft differs from the saved value. */
  dirty: boolean;
  /** Takes the next saved value that arrives (call when a save succeeded). */
  acceptSaved: () => void;
}

/** The draft kept on this device under `key`, when there is one that differs from the saved value. */
function storedDraft<T>(key: string | null, savedJson: string): T | undefined {
  const stored = key ? readDraft(key) : null;
  if (!stored || stored.text === savedJson) return undefined;
  try {
    return JSON.parse(stored.text) as T;
  } catch {
    return undefined;
  }
}

/**
 * The user's input on a form whose saved value comes from the server: it follows the saved
 * value while untouched, and keeps what the user typed otherwise (a failed save loses nothing).
 * With `storageKey` (`useDraftKey`), unsaved input is also kept on this device and comes back
 * after a reload, still unsaved (docs/product.md#autosave).
 */
export function useDraft<T>(saved: T, storageKey: string | null = null): Draft<T> {
  const savedJson = JSON.stringify(saved);
  const [state, setState] = useState<DraftState<T>>(() => ({
    base: savedJson,
    draft: storedDraft<T>(storageKey, savedJson) ?? saved,
    follow: false,
  }));
  let current = state;
  if (state.base !== savedJson && (state.follow || JSON.stringify(state.draft) === state.base)) {
    // Adjusting state while rendering: React renders again at once with the new value.
    current = { base: savedJson, draft: saved, follow: false };
    setState(current);
  }
  const draftJson = JSON.stringify(current.draft);
  const dirty = draftJson !== savedJson;
  useEffect(() => {
    writeDraft(storageKey, dirty ? { text: draftJson } : null);
  }, [storageKey, dirty, draftJson]);
  const set = useCallback((next: T) => setState((s) => ({ ...s, draft: next })), []);
  const patch = useCallback(
    (change: Partial<T>) => setState((s) => ({ ...s, draft: { ...s.draft, ...change } })),
    [],
  );
  const acceptSaved = useCallback(() => setState((s) => ({ ...s, follow: true })), []);
  return { value: current.draft, set, patch, dirty, acceptSaved };
}
