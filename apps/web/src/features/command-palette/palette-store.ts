import { create } from 'zustand';

interface PaletteState {
  /** The command palette is open. */
  palette: boolean;
  /** The "Keyboard shortcuts" sheet is open. */
  sheet: boolean;
  /** The new-ticket form asked for from anywhere (C, the palette) is open. */
  creating: boolean;
  /**
   * "New ticket from template…" is open. Kept here, not in the host's state: the host may be
   * suspended and mounted again while texts load, which would forget a local state.
   */
  choosingTemplate: boolean;
  /**
   * What was typed after Ctrl+K before the palette's field could take it (its code still on the
   * way, or the field not yet focused): the field starts with it, so no key is lost.
   */
  typedAhead: string;
}

/** Which of the two keyboard surfaces is open; any code (header button, shortcut) can open one. */
export const usePaletteStore = create<PaletteState>(() => ({
  palette: false,
  sheet: false,
  creating: false,
  choosingTemplate: false,
  typedAhead: '',
}));

export const openPalette = () => usePaletteStore.setState({ palette: true, sheet: false });
export const closePalette = () => usePaletteStore.setState({ palette: false, typedAhead: '' });
export const togglePalette = () =>
  usePaletteStore.setState((state) => ({ palette: !state.palette, sheet: false, typedAhead: '' }));
/** Hands what was typed ahead to the palette's field, once. */
export function takeTypedAhead(): string {
  const text = usePaletteStore.getState().typedAhead;
  if (text) usePaletteStore.setState({ typedAhead: '' });
  return text;
}
export const openShortcutsSheet = () => usePaletteStore.setState({ sheet: true, palette: false });
export const closeShortcutsSheet = () => usePaletteStore.setState({ sheet: false });
export const openNewTicket = () => usePaletteStore.setState({ creating: true, palette: false, sheet: false });
export const closeNewTicket = () => usePaletteStore.setState({ creating: false });
export const openTemplatePicker = () =>
  usePaletteStore.setState({ choosingTemplate: true, palette: false, sheet: false });
export const closeTemplatePicker = () => usePaletteStore.setState({ choosingTemplate: false });
