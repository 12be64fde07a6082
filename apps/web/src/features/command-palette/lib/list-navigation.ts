import { openTaskDialog, taskDialogStore } from '@/shared/ui/task-dialog/open-task-dialog';

/**
 * J/K and S/A/D over the tickets a view shows (docs/product.md#keyboard-shortcuts). A table row
 * and a board card each carry `data-ticket-uid` and `data-project-slug` and are focusable: the
 * selection is the DOM focus (so it is visible, and Enter on it opens the ticket as it always
 * did).
 */
const ITEM_SELECTOR = '#main-content [data-ticket-uid][data-project-slug]';

function items(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
}

/** The row or card that has the focus (or holds it), if any. */
export function selectedItem(root: Document = document): HTMLElement | null {
  const focused = root.activeElement;
  if (!(focused instanceof HTMLElement)) return null;
  const item = focused.closest<HTMLElement>('[data-ticket-uid][data-project-slug]');
  return item && items(root).includes(item) ? item : null;
}

/** Moves the focus to the next (1) or previous (-1) ticket; false when the page shows none. */
export function moveSelection(step: 1 | -1, root: Document = document): boolean {
  const list = items(root);
  if (list.length === 0) return false;
  const selected = selectedItem(root);
  const at = selected ? list.indexOf(selected) : -1;
  const next =
    at === -1 ? (step === 1 ? 0 : list.length - 1) : Math.min(Math.max(at + step, 0), list.length - 1);
  const target = list[next]!;
  target.focus();
  target.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/** The task dialog's element when it is open. */
function openDialog(root: Document): HTMLElement | null {
  if (taskDialogStore.getState().target === null) return null;
  return root.querySelector<HTMLElement>('[aria-modal="true"]');
}

/** The control a visible label names inside `scope` (Mantine links them by id). */
function labelledControl(scope: ParentNode, label: string, root: Document): HTMLElement | null {
  for (const element of Array.from(scope.querySelectorAll('label'))) {
    const text = element.textContent?.replace(/\s*\*$/, '').trim();
    if (text === label && element.htmlFor) return root.getElementById(element.htmlFor);
  }
  return null;
}

function whenPresent<T>(find: () => T | null, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => {
      const found = find();
      if (found || Date.now() - started > timeoutMs) resolve(found);
      else setTimeout(tick, 50);
    };
    tick();
  });
}

/**
 * Opens a field's control in the open task dialog, or first opens the selected ticket and then
 * its field. False when there is no ticket to act on (the key is left alone).
 */
export function focusTicketField(label: string, root: Document = document): boolean {
  let dialog = openDialog(root);
  if (!dialog) {
    const item = selectedItem(root);
    if (!item) return false;
    openTaskDialog({ taskId: item.dataset.ticketUid!, projectSlug: item.dataset.projectSlug! });
  }
  void whenPresent(() => {
    dialog = openDialog(root);
    return dialog ? labelledControl(dialog, label, root) : null;
  }, 5000).then((control) => {
    if (!control) return;
    control.focus();
    control.click();
  });
  return true;
}

/** The view's own search box, if the page has one. */
export function pageSearchBox(root: Document = document): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>('#main-content input[type="search"]');
}
