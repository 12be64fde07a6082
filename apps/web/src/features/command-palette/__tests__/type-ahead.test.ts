import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenForTypeAhead, PALETTE_FIELD_ATTRIBUTE } from '../lib/type-ahead';
import { closePalette, openPalette, takeTypedAhead, usePaletteStore } from '../palette-store';

function press(key: string, init: KeyboardEventInit = {}, on: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  on.dispatchEvent(event);
  return event;
}

let stop: () => void = () => {};
beforeEach(() => {
  stop = listenForTypeAhead(window);
});
afterEach(() => {
  stop();
  closePalette();
  document.body.innerHTML = '';
});

describe('keys typed while the palette is on its way', () => {
  it('are kept for its field, not given to the page, and handed over once', () => {
    document.body.innerHTML = '<input type="search" aria-label="Search">';
    const pageBox = document.querySelector('input')!;
    pageBox.focus();
    openPalette();
    const first = press('l', {}, pageBox);
    for (const key of ['a', 't', 't', 'x']) press(key, {}, pageBox);
    press('Backspace', {}, pageBox);
    press('e', {}, pageBox);
    expect(first.defaultPrevented).toBe(true);
    expect(usePaletteStore.getState().typedAhead).toBe('latte');
    expect(takeTypedAhead()).toBe('latte');
    expect(takeTypedAhead()).toBe('');
  });

  it('leave keys alone when the palette is closed, for chords, and once its field is there', () => {
    expect(press('a').defaultPrevented).toBe(false);
    openPalette();
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false);
    document.body.innerHTML = `<input ${PALETTE_FIELD_ATTRIBUTE}="true">`;
    expect(press('a', {}, document.querySelector('input')!).defaultPrevented).toBe(false);
    expect(usePaletteStore.getState().typedAhead).toBe('');
  });

  it('Esc closes the palette and forgets what was typed', () => {
    openPalette();
    press('b');
    press('Escape');
    expect(usePaletteStore.getState()).toMatchObject({ palette: false, typedAhead: '' });
    openPalette();
    expect(takeTypedAhead()).toBe('');
  });
});
