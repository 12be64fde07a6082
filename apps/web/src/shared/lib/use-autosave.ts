import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '@/shared/stores/auth-store';
import { STORE_KEY_PREFIX } from '@/shared/stores/storage';
import { useBeforeUnloadWarning } from './use-unsaved-warning';

/** How long typing pauses before the text is saved (docs/product.md#autosave). */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

/** What a save answered: saved (with the new version stamp), failed, or someone else's text won meanwhile. */
export type AutosaveResult =
  | { status: 'saved'; base?: string }
  | { status: 'failed'; message: string }
  | { status: 'conflict'; theirs: string; base: string };

export interface AutosaveOptions {
  /** The saved text, as the server last sent it; the field follows it while nothing is unsaved. */
  value: string;
  /** The version of `value` (a ticket's `updated`), sent with a save as the text's base. */
  base?: string;
  /** Where the unsaved text is kept on this device (`useDraftKey`); null keeps none. */
  draftKey: string | null;
  save: (text: string, base: string | undefined) => Promise<AutosaveResult>;
  /** Why this text cannot be saved (kept and shown, not sent); undefined when it can. */
  validate?: (text: string) => string | undefined;
  /** False for a read-only field: nothing is restored or saved. */
  enabled?: boolean;
  delay?: number;
}

export interface Autosave {
  /** What the field shows. */
  text: string;
  status: AutosaveStatus;
  /** Why the last save failed, or why the text cannot be saved. */
  error: string | null;
  /** Someone else's text, when they saved this field while it was being edited here. */
  theirs: string | null;
  /** The text differs from what the server confirmed (typed, being saved, failed or in conflict). */
  dirty: boolean;
  change: (next: string) => void;
  /** Saves now (a blur, Enter, a retry). */
  flush: () => void;
  /** Puts the saved text back and forgets the draft (Escape). */
  revert: () => void;
  /** In a conflict: saves this text over theirs (mine, or both merged). */
  keep: (text: string) => void;
  /** In a conflict: takes their text and forgets mine. */
  useTheirs: () => void;
}

interface StoredDraft {
  text: string;
  base?: string;
}

/**
 * The local key of a draft: the signed-in user, then what is edited (`ticket`, its uid, the
 * field). Null while nobody is signed in, so one person's draft never shows to another.
 */
export function useDraftKey(...parts: string[]): string | null {
  const userUid = useAuthStore((state) => state.user?.uid);
  return userUid ? `${STORE_KEY_PREFIX}draft:${userUid}:${parts.join(':')}` : null;
}

export function readDraft(key: string | null): StoredDraft | null {
  if (!key) return null;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (parsed && typeof parsed === 'object' && typeof (parsed as StoredDraft).text === 'string') {
      return parsed as StoredDraft;
    }
  } catch {
    // A draft that cannot be read is no draft.
  }
  return null;
}

export function writeDraft(key: string | null, draft: StoredDraft | null): void {
  if (!key) return;
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // A full or blocked storage only loses the copy on this device; the save goes on.
  }
}

/**
 * A text that saves itself (docs/product.md#autosave): after a pause in typing and at once on
 * `flush` (a blur), one save at a time, with its state to show. Until the server confirms
 * it, the text is kept on this device (`draftKey`) and restored, then saved, when the field
 * shows again; closing the tab meanwhile asks first. A save refused as a conflict stops
 * saving until the user keeps theirs, their own, or both.
 */
export function useAutosave({
  value,
  base,
  draftKey,
  save,
  validate,
  enabled = true,
  delay = AUTOSAVE_DELAY_MS,
}: AutosaveOptions): Autosave {
  const [restored] = useState(() => (enabled ? readDraft(draftKey) : null));
  const startsDirty = restored !== null && restored.text !== value;
  const [text, setText] = useState(startsDirty ? restored.text : value);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<string | null>(null);

  // Read by the save loop, which outlives renders.
  const current = useRef(text);
  const confirmed = useRef(value);
  const baseRef = useRef(startsDirty ? (restored.base ?? base) : base);
  const conflictBase = useRef<string | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ save, validate, draftKey, enabled });
  latest.current = { save, validate, draftKey, enabled };

  const dirty = text !== confirmed.current || status === 'conflict';

  const run = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    const options = latest.current;
    if (!options.enabled || conflictBase.current !== undefined) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const sending = current.current;
    if (sending === confirmed.current) {
      writeDraft(options.draftKey, null);
      return;
    }
    const problem = options.validate?.(sending);
    if (problem) {
      setStatus('idle');
      setError(problem);
      return;
    }
    inFlight.current = true;
    again.current = false;
    setStatus('saving');
    setError(null);
    const result = await options.save(sending, baseRef.current);
    inFlight.current = false;
    if (result.status === 'conflict') {
      conflictBase.current = result.base;
      setTheirs(result.theirs);
      setStatus('conflict');
      return;
    }
    if (result.status === 'failed') {
      setStatus('failed');
      setError(result.message);
      return;
    }
    confirmed.current = sending;
    if (result.base) baseRef.current = result.base;
    if (current.current === sending) {
      writeDraft(latest.current.draftKey, null);
      setStatus('saved');
    } else {
      writeDraft(latest.current.draftKey, { text: current.current, base: baseRef.current });
      if (again.current) void run();
      else setStatus('idle');
    }
  }, []);

  // A restored draft is saved at once (against the base it was typed on); one the server
  // already has is forgotten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the restore happens once, when the field first shows.
  useEffect(() => {
    if (startsDirty) void run();
    else if (restored) writeDraft(draftKey, null);
  }, []);

  // A change arriving from the server shows, unless something typed here is unsaved.
  useEffect(() => {
    const idle =
      current.current === confirmed.current && !inFlight.current && conflictBase.current === undefined;
    if (!idle) return;
    confirmed.current = value;
    current.current = value;
    baseRef.current = base;
    setText(value);
  }, [value, base]);

  // Leaving the field (the dialog closing) saves what the pause did not reach yet.
  useEffect(
    () => () => {
      if (timer.current !== undefined && current.current !== confirmed.current) void run();
      clearTimeout(timer.current);
    },
    [run],
  );

  useBeforeUnloadWarning(enabled && dirty);

  const change = useCallback(
    (next: string) => {
      current.current = next;
      setText(next);
      setError(null);
      writeDraft(
        latest.current.draftKey,
        next === confirmed.current ? null : { text: next, base: baseRef.current },
      );
      if (conflictBase.current !== undefined) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delay);
    },
    [delay, run],
  );

  const flush = useCallback(() => void run(), [run]);

  const revert = useCallback(() => {
    clearTimeout(timer.current);
    conflictBase.current = undefined;
    current.current = confirmed.current;
    setText(confirmed.current);
    setTheirs(null);
    setError(null);
    setStatus('idle');
    writeDraft(latest.current.draftKey, null);
  }, []);

  const keep = useCallback(
    (kept: string) => {
      baseRef.current = conflictBase.current;
      conflictBase.current = undefined;
      current.current = kept;
      setText(kept);
      setTheirs(null);
      writeDraft(latest.current.draftKey, { text: kept, base: baseRef.current });
      void run();
    },
    [run],
  );

  const useTheirs = useCallback(() => {
    if (theirs === null) return;
    baseRef.current = conflictBase.current;
    confirmed.current = theirs;
    revert();
  }, [theirs, revert]);

  return { text, status, error, theirs, dirty, change, flush, revert, keep, useTheirs };
}
