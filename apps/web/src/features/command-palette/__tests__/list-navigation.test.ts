import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTaskDialog, OPEN_TASK_EVENT, taskDialogStore } from '@/shared/ui/task-dialog/open-task-dialog';
import { focusTicketField, moveSelection, pageSearchBox } from '../lib/list-navigation';

const ROWS = `
  <main id="main-content">
    <input type="search" aria-label="Search">
    <table><tbody>
      <tr tabindex="0" data-ticket-uid="t1" data-project-slug="acme"><td><button>#1</button></td></tr>
      <tr tabindex="0" data-ticket-uid="t2" data-project-slug="acme"><td>#2</td></tr>
      <tr tabindex="0" data-ticket-uid="t3" data-project-slug="acme"><td>#3</td></tr>
    </tbody></table>
  </main>`;

const focusedUid = () => (document.activeElement as HTMLElement | null)?.dataset.ticketUid;

afterEach(() => {
  document.body.innerHTML = '';
  closeTaskDialog();
  vi.useRealTimers();
});

describe('J/K over the rows of a view', () => {
  it('starts at the first row (J) or the last (K), then moves one at a time and stops at the ends', () => {
    document.body.innerHTML = ROWS;
    expect(moveSelection(1)).toBe(true);
    expect(focusedUid()).toBe('t1');
    moveSelection(1);
    moveSelection(1);
    moveSelection(1);
    expect(focusedUid()).toBe('t3');
    moveSelection(-1);
    expect(focusedUid()).toBe('t2');

    (document.activeElement as HTMLElement).blur();
    moveSelection(-1);
    expect(focusedUid()).toBe('t3');
  });

  it('moves on from a row whose cell has the focus', () => {
    document.body.innerHTML = ROWS;
    document.querySelector<HTMLButtonElement>('button')!.focus();
    moveSelection(1);
    expect(focusedUid()).toBe('t2');
  });

  it('leaves the key alone where the page shows no tickets', () => {
    document.body.innerHTML = '<main id="main-content"><p>Dashboard</p></main>';
    expect(moveSelection(1)).toBe(false);
    expect(pageSearchBox()).toBeNull();
  });
});

describe('S/A/D on the selected ticket', () => {
  it('opens the selected ticket, then focuses and opens the field named by its label', async () => {
    document.body.innerHTML = ROWS;
    moveSelection(1);
    const opened = vi.fn();
    const onOpen = (event: Event) => {
      opened((event as CustomEvent).detail);
      // The dialog: the store names the task, the modal shows its fields.
      taskDialogStore.setState({ target: { taskId: 't1', projectSlug: 'acme' } });
      document.body.insertAdjacentHTML(
        'beforeend',
        '<section aria-modal="true"><label for="st">Status</label><input id="st"></section>',
      );
    };
    window.addEventListener(OPEN_TASK_EVENT, onOpen);
    const clicked = vi.fn();

    expect(focusTicketField('Status')).toBe(true);
    document.getElementById('st')?.addEventListener('click', clicked);
    expect(opened).toHaveBeenCalledWith({ taskId: 't1', projectSlug: 'acme' });
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('st'));
    expect(clicked).toHaveBeenCalled();
    window.removeEventListener(OPEN_TASK_EVENT, onOpen);
  });

  it('does nothing without an open or selected ticket', () => {
    document.body.innerHTML = ROWS;
    expect(focusTicketField('Status')).toBe(false);
  });
});
