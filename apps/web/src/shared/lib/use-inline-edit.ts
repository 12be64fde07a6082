import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

export interface InlineEditOptions<T> {
  /** The saved value: the draft follows it whenever the user is not editing. */
  value: T;
  /**
   * Takes the finished draft: saves it (when it changed) and answers nothing, or answers the
   * text that says why it cannot be saved, which keeps the edit open.
   */
  onCommit: (draft: T) => string | undefined;
  /**
   * What Enter does: `commit` saves at once; `blur` leaves the field (whose blur commits),
   * so the focus moves on as after a click elsewhere; `none` leaves Enter to the input
   * (a multi-line text).
   */
  enter?: 'commit' | 'blur' | 'none';
}

export interface InlineEdit<T> {
  /** True from `begin` (or the first change) until the edit is committed or cancelled. */
  editing: boolean;
  /** What the field shows: the text being typed, else the saved value (or the last one committed). */
  draft: T;
  /** Why the draft cannot be saved; cleared by the next change. */
  error: string | null;
  /** The draft differs from the saved value (unsaved, or saved and not yet echoed back). */
  dirty: boolean;
  /** Starts editing, from `initial` when given (a click on "edit"), else from the current draft (a focus). */
  begin: (...initial: [] | [T]) => void;
  change: (next: T) => void;
  /** Ends the edit and puts the saved value back. */
  cancel: () => void;
  /** Ends the edit through `onCommit`; does nothing when no edit is under way. */
  commit: () => void;
  /** Enter as `enter` says; Escape cancels. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The draft / commit / cancel of a value edited in place (a task's title, a link, a text or
 * number field): Enter saves, Escape puts the saved value back, leaving the field saves.
 */
export function useInlineEdit<T>({ value, onCommit, enter = 'commit' }: InlineEditOptions<T>): InlineEdit<T> {
  const [draft, setDraft] = useState<T>(value);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read by handlers that run before the next render: a blur right after Escape (the input
  // leaving the page) must find the edit already over, and must not save the abandoned text.
  const active = useRef(false);

  // A change arriving from the server shows, unless the user is typing here.
  useEffect(() => {
    if (!active.current) setDraft(value);
  }, [value]);

  const stop = () => {
    active.current = false;
    setEditing(false);
    setError(null);
  };
  const begin = (...initial: [] | [T]) => {
    active.current = true;
    setEditing(true);
    if (initial.length > 0) setDraft(initial[0] as T);
  };
  const change = (next: T) => {
    active.current = true;
    setEditing(true);
    setDraft(next);
    setError(null);
  };
  const cancel = () => {
    stop();
    setDraft(value);
  };
  const commit = () => {
    if (!active.current) return;
    const problem = onCommit(draft);
    if (problem) {
      setError(problem);
      return;
    }
    // The committed draft stays on screen until the saved value catches up with it.
    stop();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') cancel();
    else if (event.key === 'Enter' && enter === 'commit') commit();
    else if (event.key === 'Enter' && enter === 'blur') event.currentTarget.blur();
  };

  return { editing, draft, error, dirty: draft !== value, begin, change, cancel, commit, onKeyDown };
}

/** Wires a text input to an inline edit: it shows the draft and its error, and leaving it commits. */
export function inlineTextInputProps(edit: InlineEdit<string>) {
  return {
    value: edit.draft,
    error: edit.error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      edit.change(event.currentTarget.value),
    onKeyDown: edit.onKeyDown,
    onBlur: edit.commit,
  };
}
