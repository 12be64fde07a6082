import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  focusTicketField,
  moveSelection,
  pageSearchBox,
} from '@/features/command-palette/lib/list-navigation';
import { listenForTypeAhead } from '@/features/command-palette/lib/type-ahead';
import {
  openNewTicket,
  openPalette,
  openShortcutsSheet,
  togglePalette,
  usePaletteStore,
} from '@/features/command-palette/palette-store';
import { loadChunk } from '@/shared/lib/load-chunk';
import { listenForShortcuts, setTaskDialogProbe } from '@/shared/lib/shortcuts';
import { useShortcut } from '@/shared/lib/use-shortcut';
import { taskDialogStore } from '@/shared/ui/task-dialog/open-task-dialog';

// The palette, the sheet and the form load once the page has had its turn (or at the first key
// asking for them, kept in the palette store until they arrive).
const PaletteHost = lazy(() =>
  loadChunk(() => import('./PaletteHost')).then((m) => ({ default: m.PaletteHost })),
);

/** After this long the page has loaded its own code; the palette's follows. */
const PALETTE_LOAD_DELAY_MS = 1500;

/**
 * The app-wide keyboard shortcuts and the command palette, once in the signed-in layout
 * (docs/product.md#keyboard-shortcuts).
 */
export function CommandCenter() {
  const { t } = useTranslation();
  const asked = usePaletteStore(
    (state) => state.palette || state.sheet || state.creating || state.choosingTemplate,
  );
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), PALETTE_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    setTaskDialogProbe(() => taskDialogStore.getState().target !== null);
    const stopShortcuts = listenForShortcuts();
    const stopTypeAhead = listenForTypeAhead();
    return () => {
      stopShortcuts();
      stopTypeAhead();
    };
  }, []);

  useShortcut('palette', () => {
    togglePalette();
    return true;
  });
  useShortcut('newTicket', () => {
    openNewTicket();
    return true;
  });
  useShortcut('search', () => {
    const box = pageSearchBox();
    if (box) {
      box.focus();
      box.select();
    } else {
      openPalette();
    }
    return true;
  });
  useShortcut('help', () => {
    openShortcutsSheet();
    return true;
  });
  useShortcut('next', () => moveSelection(1));
  useShortcut('previous', () => moveSelection(-1));
  useShortcut('status', () => focusTicketField(t('ui.tickets.details.fields.status')));
  useShortcut('assignee', () => focusTicketField(t('ui.tickets.details.fields.assignee')));
  useShortcut('dueDate', () => focusTicketField(t('ui.tickets.details.fields.due_date')));

  if (!settled && !asked) return null;
  return (
    <Suspense fallback={null}>
      <PaletteHost />
    </Suspense>
  );
}
