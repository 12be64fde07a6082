/**
 * The keyboard shortcuts (docs/product.md#keyboard-shortcuts): one list of what exists, and one
 * window listener that hands a key to the handler registered for it. A shortcut never fires
 * while the user types (input, textarea, select, contenteditable), with a modifier it does not
 * ask for, or while a modal other than the one it is meant for is open.
 */

export type ShortcutId =
  | 'palette'
  | 'newTicket'
  | 'search'
  | 'help'
  | 'next'
  | 'previous'
  | 'open'
  | 'status'
  | 'assignee'
  | 'dueDate'
  | 'close';

/** Where a shortcut may fire: on the page (no modal open), or also in the task dialog. */
export type ShortcutContext = 'page' | 'page-or-task-dialog' | 'anywhere';

export interface ShortcutDef {
  id: ShortcutId;
  /** `event.key`, lower-cased. */
  key: string;
  /** Ctrl (Windows, Linux) or Cmd (macOS) is held. */
  mod?: boolean;
  context: ShortcutContext;
  /** Fires even from a text field (a chord types nothing). */
  inFields?: boolean;
  /**
   * Listed in the sheet only: the key is handled where it applies (Enter on a focused row or
   * card, Esc by the open dialog).
   */
  listedOnly?: boolean;
}

export const SHORTCUTS: readonly ShortcutDef[] = [
  { id: 'palette', key: 'k', mod: true, context: 'page-or-task-dialog', inFields: true },
  { id: 'newTicket', key: 'c', context: 'page' },
  { id: 'search', key: '/', context: 'page' },
  { id: 'help', key: '?', context: 'page' },
  { id: 'next', key: 'j', context: 'page' },
  { id: 'previous', key: 'k', context: 'page' },
  { id: 'open', key: 'enter', context: 'page', listedOnly: true },
  { id: 'status', key: 's', context: 'page-or-task-dialog' },
  { id: 'assignee', key: 'a', context: 'page-or-task-dialog' },
  { id: 'dueDate', key: 'd', context: 'page-or-task-dialog' },
  { id: 'close', key: 'escape', context: 'anywhere', listedOnly: true },
];

/** Whether the platform's command key is Cmd (macOS, iOS) rather than Ctrl. */
export function usesMetaKey(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || '');
}

/** The keys as shown to people: ['Ctrl', 'K'], ['C'], ['?'], ['Enter']. */
export function shortcutKeys(def: ShortcutDef): string[] {
  const key =
    def.key === 'escape'
      ? 'Esc'
      : def.key === 'enter'
        ? 'Enter'
        : def.key.length === 1
          ? def.key.toUpperCase()
          : def.key;
  return def.mod ? [usesMetaKey() ? '⌘' : 'Ctrl', key] : [key];
}

export function shortcutById(id: ShortcutId): ShortcutDef {
  return SHORTCUTS.find((def) => def.id === id)!;
}

/** The keys of a shortcut as one label for a tooltip: 'C', 'Ctrl+K'. */
export function shortcutLabel(id: ShortcutId): string {
  return shortcutKeys(shortcutById(id)).join('+');
}

/** Whether keys typed at `target` are text (a field, an editor), not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/**
 * The shortcut a key press asks for, modifiers checked: Ctrl/Cmd only when the shortcut wants
 * it (and then no Alt), Alt never, Shift never with a letter (Shift+C is not C; `?` and `/`
 * carry their own Shift on many layouts).
 */
export function matchShortcut(event: KeyboardEvent): ShortcutDef | null {
  if (event.isComposing) return null;
  const key = event.key?.toLowerCase();
  if (!key) return null;
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  const letter = /^[a-z]$/.test(key);
  return (
    SHORTCUTS.find((def) => {
      if (def.listedOnly || def.key !== key) return false;
      if (Boolean(def.mod) !== mod) return false;
      if (letter && event.shiftKey) return false;
      // Holding J or K keeps moving; nothing else repeats.
      return !event.repeat || def.id === 'next' || def.id === 'previous';
    }) ?? null
  );
}

/** Modal dialogs open now (Mantine's modals and drawers carry aria-modal). */
export function openModalCount(root: ParentNode = document): number {
  return root.querySelectorAll('[aria-modal="true"]').length;
}

type Handler = (event: KeyboardEvent) => boolean | undefined;

interface Entry {
  id: ShortcutId;
  handler: Handler;
  priority: number;
  order: number;
}

let entries: Entry[] = [];
let counter = 0;
/** Whether the one open modal is the task dialog (set by the app: the dialog lives in shared/ui). */
let taskDialogOpen: () => boolean = () => false;

export function setTaskDialogProbe(probe: () => boolean): void {
  taskDialogOpen = probe;
}

/**
 * Registers what a shortcut does; returns the unregister function. The handler with the highest
 * priority (a page's own "New ticket" over the app's) runs first; one that returns false passes
 * the key on to the next.
 */
export function registerShortcut(id: ShortcutId, handler: Handler, priority = 0): () => void {
  const entry: Entry = { id, handler, priority, order: counter++ };
  entries = [...entries, entry];
  return () => {
    entries = entries.filter((item) => item !== entry);
  };
}

function allowedHere(def: ShortcutDef, event: KeyboardEvent): boolean {
  if (!def.inFields && isTypingTarget(event.target)) return false;
  // An open menu or list answers its own letters (type-ahead).
  if (event.target instanceof Element && event.target.closest('[role="menu"],[role="listbox"]')) {
    return false;
  }
  if (def.context === 'anywhere') return true;
  const modals = openModalCount();
  if (modals === 0) return true;
  return def.context === 'page-or-task-dialog' && modals === 1 && taskDialogOpen();
}

/** Runs the shortcut a key press asks for, if any may run here; true when one handled it. */
export function dispatchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return false;
  const def = matchShortcut(event);
  if (!def || !allowedHere(def, event)) return false;
  const candidates = entries
    .filter((entry) => entry.id === def.id)
    .sort((a, b) => b.priority - a.priority || b.order - a.order);
  for (const entry of candidates) {
    if (entry.handler(event) !== false) {
      event.preventDefault();
      return true;
    }
  }
  return false;
}

let listening = 0;
const onKeyDown = (event: KeyboardEvent) => void dispatchShortcut(event);

/** Starts the window listener (counted: the last stop removes it). */
export function listenForShortcuts(): () => void {
  if (listening++ === 0) window.addEventListener('keydown', onKeyDown);
  return () => {
    if (--listening === 0) window.removeEventListener('keydown', onKeyDown);
  };
}

/** For tests: forget every handler. */
export function resetShortcuts(): void {
  entries = [];
}
