import { COMMENT_PARAM, TASK_PARAM } from '@expertos/domain/ticket-address';
import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { closeTaskDialog, type TaskDialogTarget, taskDialogStore } from './open-task-dialog';

/** Marks, in the history entry's state, an entry that opening the dialog pushed. */
const OPENED_HERE = 'taskDialogOpened';

type Address = { task: string; comment: string | null } | null;

/** The page "Open in new page" leads to, until the hook has taken the dialog's step there. */
const pendingPageStore = createStore<{ path: string | null }>(() => ({ path: null }));

/**
 * Closes the dialog and opens its task's own page in one step (docs/product.md#ticket-addresses).
 * The hook makes the move, replacing the entry that opening the dialog pushed: navigating from
 * outside would race that push (on a busy page the router may not have shown it yet) and leave
 * the dialog open over the page it opened.
 */
export function openTaskPage(path: string): void {
  pendingPageStore.setState({ path });
  closeTaskDialog();
}

function addressOf(search: string): Address {
  const params = new URLSearchParams(search);
  const task = params.get(TASK_PARAM);
  return task ? { task, comment: params.get(COMMENT_PARAM) || null } : null;
}

function targetAddress(target: TaskDialogTarget | null): Address {
  return target ? { task: target.taskId, comment: target.commentUid ?? null } : null;
}

const sameAddress = (a: Address, b: Address) =>
  a === b || (a !== null && b !== null && a.task === b.task && a.comment === b.comment);

/** The page's query with the dialog's parameters set (or removed), every other one kept. */
function searchWith(search: string, address: Address): string {
  const params = new URLSearchParams(search);
  params.delete(TASK_PARAM);
  params.delete(COMMENT_PARAM);
  if (address) {
    params.set(TASK_PARAM, address.task);
    if (address.comment) params.set(COMMENT_PARAM, address.comment);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function stateOf(location: Location): Record<string, unknown> {
  const { state } = location;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * Keeps the open task in the address of the page it opens over (docs/product.md#ticket-addresses):
 * opening pushes `?task=<uid>`, so Back closes the dialog and stays on the page; closing
 * goes back over that entry (or, for an address that was loaded as it is, removes the
 * parameter in place), so no entry is left that reopens it; a loaded or pasted address opens
 * the dialog. Whichever side changed last leads: the address (Back, reload, a link) or the
 * dialog (`openTaskDialog()`, the close button, Escape).
 */
export function useTaskDialogAddress(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = addressOf(location.search);
  const target = useStore(taskDialogStore, (state) => state.target);
  const pendingPage = useStore(pendingPageStore, (state) => state.path);
  const fromDialog = targetAddress(target);
  const seen = useRef<{ url: Address; dialog: Address } | null>(null);
  // The location this hook's last navigation started from, until the router shows where it
  // leads (its updates are transitions, which a busy page may hold back).
  const leaving = useRef<string | null>(null);

  // Back in the browser closes the dialog at once, whether or not the router has shown the
  // step that opened it yet (its updates are transitions, which a busy page may hold back).
  useEffect(() => {
    const onPop = () => {
      if (addressOf(window.location.search) || !taskDialogStore.getState().target) return;
      seen.current = { url: null, dialog: null };
      leaving.current = null;
      closeTaskDialog();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location and the two addresses are the triggers.
  useEffect(() => {
    // Our own step has not been shown yet: the address on screen is the one being left, so a
    // close (or open) in the meantime waits for it; reading the old address now would take the
    // step's arrival for a link and reopen a dialog just closed.
    if (leaving.current === location.key) return;
    leaving.current = null;
    if (pendingPage && !fromDialog) {
      const to = pendingPage;
      pendingPageStore.setState({ path: null });
      seen.current = { url: null, dialog: null };
      leaving.current = location.key;
      // Over the dialog's own entry (or an address loaded as it is): Back leads to the page
      // the dialog was opened over, not to the dialog again.
      void navigate(to, { replace: fromUrl !== null });
      return;
    }
    const before = seen.current;
    seen.current = { url: fromUrl, dialog: fromDialog };
    if (sameAddress(fromUrl, fromDialog)) return;
    const urlLeads = before ? !sameAddress(before.url, fromUrl) : fromUrl !== null;
    if (urlLeads) {
      if (!fromUrl) closeTaskDialog();
      else {
        const keep = target?.taskId === fromUrl.task ? target : null;
        taskDialogStore.setState({
          target: {
            ...keep,
            taskId: fromUrl.task,
            ...(fromUrl.comment ? { commentUid: fromUrl.comment } : {}),
          },
        });
      }
      return;
    }
    // The address this navigation leads to counts as seen at once: a Back pressed before
    // the router has shown it (its update is a transition) must still read as the address moving.
    seen.current = { url: fromDialog, dialog: fromDialog };
    leaving.current = location.key;
    const state = stateOf(location);
    const to = { pathname: location.pathname, hash: location.hash };
    if (fromDialog) {
      // Another task over an open one replaces the entry: Back still closes the dialog.
      const replace = fromUrl !== null;
      const nextState = replace ? state : { ...state, [OPENED_HERE]: true };
      void navigate(
        { ...to, search: searchWith(location.search, fromDialog) },
        { replace, state: nextState },
      );
    } else if (state[OPENED_HERE]) {
      void navigate(-1);
    } else {
      void navigate({ ...to, search: searchWith(location.search, null) }, { replace: true, state });
    }
    // Every location the router shows is a trigger, not only a change of the two addresses:
    // after an open whose step the router has not shown yet, Back lands on the same address.
  }, [location.key, fromUrl?.task, fromUrl?.comment, fromDialog?.task, fromDialog?.comment, pendingPage]);
}

/** True when two locations differ only in the task dialog's parameters (no page change). */
export function onlyDialogAddressChanged(before: Location, after: Location): boolean {
  return (
    before.pathname === after.pathname &&
    searchWith(before.search, null) === searchWith(after.search, null) &&
    !sameAddress(addressOf(before.search), addressOf(after.search))
  );
}
