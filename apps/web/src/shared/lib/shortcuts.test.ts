import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dispatchShortcut,
  isTypingTarget,
  listenForShortcuts,
  matchShortcut,
  registerShortcut,
  resetShortcuts,
  setTaskDialogProbe,
} from './shortcuts';

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

let stop: () => void;
beforeEach(() => {
  stop = listenForShortcuts();
});
afterEach(() => {
  stop();
  resetShortcuts();
  setTaskDialogProbe(() => false);
  document.body.innerHTML = '';
});

describe('keyboard shortcuts', () => {
  it('runs C on the page and keeps the browser from acting on it', () => {
    const newTicket = vi.fn(() => true);
    registerShortcut('newTicket', newTicket);
    const event = press('c');
    expect(newTicket).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('never fires while typing in an input, a textarea or an editor', () => {
    const newTicket = vi.fn(() => true);
    registerShortcut('newTicket', newTicket);
    document.body.innerHTML =
      '<input id="i" type="text"><input id="s" type="search"><textarea id="t"></textarea><div id="e" contenteditable="true"><p id="p">x</p></div>';
    for (const id of ['i', 's', 't', 'e', 'p']) {
      const event = press('c', {}, document.getElementById(id)!);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(newTicket).not.toHaveBeenCalled();
    // A checkbox is not a text field.
    document.body.innerHTML = '<input id="c" type="checkbox">';
    expect(isTypingTarget(document.getElementById('c'))).toBe(false);
  });

  it('does not fire with a modifier it does not ask for', () => {
    const newTicket = vi.fn(() => true);
    registerShortcut('newTicket', newTicket);
    press('c', { ctrlKey: true });
    press('c', { metaKey: true });
    press('c', { altKey: true });
    press('C', { shiftKey: true });
    expect(newTicket).not.toHaveBeenCalled();
    // `?` is typed with Shift on most layouts: still the help shortcut.
    expect(matchShortcut(new KeyboardEvent('keydown', { key: '?', shiftKey: true }))?.id).toBe('help');
  });

  it('tells Ctrl/Cmd+K (palette, even from a field) from K (previous ticket)', () => {
    const palette = vi.fn(() => true);
    const previous = vi.fn(() => true);
    registerShortcut('palette', palette);
    registerShortcut('previous', previous);
    document.body.innerHTML = '<input id="i">';
    press('k', { ctrlKey: true }, document.getElementById('i')!);
    press('k', { metaKey: true });
    press('k', { ctrlKey: true, altKey: true });
    expect(palette).toHaveBeenCalledTimes(2);
    press('k');
    press('k', {}, document.getElementById('i')!);
    expect(previous).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while a modal is open, except S/A/D in the task dialog', () => {
    const newTicket = vi.fn(() => true);
    const status = vi.fn(() => true);
    registerShortcut('newTicket', newTicket);
    registerShortcut('status', status);
    document.body.innerHTML = '<section role="dialog" aria-modal="true"></section>';
    press('c');
    press('s');
    expect(newTicket).not.toHaveBeenCalled();
    expect(status).not.toHaveBeenCalled();

    setTaskDialogProbe(() => true);
    press('s');
    press('c');
    expect(status).toHaveBeenCalledTimes(1);
    expect(newTicket).not.toHaveBeenCalled();

    // A confirmation over the task dialog: neither.
    document.body.innerHTML += '<section role="dialog" aria-modal="true"></section>';
    press('s');
    expect(status).toHaveBeenCalledTimes(1);
  });

  it("runs the page's handler before the app's, and passes on a key a handler declines", () => {
    const calls: string[] = [];
    const record = (who: string) => () => {
      calls.push(who);
      return true;
    };
    registerShortcut('newTicket', record('app'));
    const unregister = registerShortcut('newTicket', record('page'), 1);
    press('c');
    unregister();
    press('c');
    expect(calls).toEqual(['page', 'app']);

    const next = vi.fn(() => false);
    registerShortcut('next', next);
    const event = new KeyboardEvent('keydown', { key: 'j', cancelable: true });
    expect(dispatchShortcut(event)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });

  it('keeps moving while J is held, but does not repeat C', () => {
    const next = vi.fn(() => true);
    const newTicket = vi.fn(() => true);
    registerShortcut('next', next);
    registerShortcut('newTicket', newTicket);
    press('j');
    press('j', { repeat: true });
    press('c');
    press('c', { repeat: true });
    expect(next).toHaveBeenCalledTimes(2);
    expect(newTicket).toHaveBeenCalledTimes(1);
  });

  it('ignores a key something else already handled', () => {
    const newTicket = vi.fn(() => true);
    registerShortcut('newTicket', newTicket);
    document.body.innerHTML = '<div id="x"></div>';
    document.getElementById('x')!.addEventListener('keydown', (event) => event.preventDefault());
    press('c', {}, document.getElementById('x')!);
    expect(newTicket).not.toHaveBeenCalled();
  });
});
