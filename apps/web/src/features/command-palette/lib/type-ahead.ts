import { closePalette, usePaletteStore } from '../palette-store';

/** Marks the palette's field: keys aimed at it are its own, never typed ahead. */
export const PALETTE_FIELD_ATTRIBUTE = 'data-palette-field';

/**
 * While the palette is open but its field is not there yet (its code is still loading right after
 * the page, or the dialog is opening), the keys typed are kept for the field instead
 * of reaching the page: Ctrl+K then "latte" at once finds "latte". Esc closes the palette as it
 * would from the field. Answers the function that stops listening.
 */
export function listenForTypeAhead(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!usePaletteStore.getState().palette) return;
    // Once the field is there it has the focus (it takes it as it mounts): the keys are its own.
    if (target.document.querySelector(`[${PALETTE_FIELD_ATTRIBUTE}]`)) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const { typedAhead } = usePaletteStore.getState();
    if (event.key === 'Escape') {
      event.preventDefault();
      closePalette();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      event.stopPropagation();
      usePaletteStore.setState({ typedAhead: typedAhead.slice(0, -1) });
    } else if ([...event.key].length === 1) {
      event.preventDefault();
      event.stopPropagation();
      usePaletteStore.setState({ typedAhead: typedAhead + event.key });
    }
  };
  // The capture phase: before the page's shortcuts and fields see the key.
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
