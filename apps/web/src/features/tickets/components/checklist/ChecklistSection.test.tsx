import { ApiError } from '@expertos/api-client/client';
import type { Checklist, ChecklistItem } from '@expertos/domain/checklist';
import { LIMITS } from '@expertos/domain/limits';
import { GRACE } from '@expertos/domain/testing/people';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as assigneesApi from '../../api/assignees';
import * as checklistApi from '../../api/checklist';
import { ChecklistSection } from './ChecklistSection';

const anItem = (uid: string, text: string, change: Partial<ChecklistItem> = {}): ChecklistItem => ({
  uid,
  text,
  done: false,
  done_by: null,
  done_at: null,
  assignee: null,
  due_date: null,
  position: 0,
  ...change,
});

/** The list as the server answers it: positions in order, its progress counted. */
const aList = (items: ChecklistItem[]): Checklist => ({
  items: items.map((item, position) => ({ ...item, position })),
  done: items.filter((item) => item.done).length,
  total: items.length,
});

const script = anItem('i1', 'Write the script', { done: true });
const intro = anItem('i2', 'Film the intro');
const edit = anItem('i3', 'Edit');
const three = aList([script, intro, edit]);

function renderSection(list: Checklist | Promise<Checklist>, progress = { done: 1, total: 3 }) {
  const fetch = vi.spyOn(checklistApi, 'fetchChecklist');
  if (list instanceof Promise) fetch.mockReturnValue(list);
  else fetch.mockResolvedValue(list);
  renderWithProviders(<ChecklistSection ticketUid="t1" workspaceUid="w1" progress={progress} />);
  return setupUser();
}

const progressBar = () => screen.getByRole('progressbar', { name: 'Checklist progress' });
const itemOrder = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
const negatives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'negative')
    .map((item) => item.message);

afterEach(() => vi.restoreAllMocks());

describe("a ticket's checklist", { timeout: 20_000 }, () => {
  it('shows its items in order and how many are done', async () => {
    renderSection(three);
    expect(await screen.findByRole('checkbox', { name: 'Write the script' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Checklist' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Film the intro' })).not.toBeChecked();
    expect(itemOrder()).toEqual(['Write the script', 'Film the intro', 'Edit']);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '1');
    expect(progressBar()).toHaveAttribute('aria-valuemax', '3');
    expect(progressBar()).toHaveAttribute('aria-valuetext', '1 of 3 done');
    expect(screen.getByRole('button', { name: 'Delete Film the intro' })).toBeInTheDocument();
  });

  it('shows the progress the ticket carries while its items load', async () => {
    renderSection(new Promise<Checklist>(() => {}), { done: 2, total: 5 });
    expect(screen.getByText('Loading the checklist')).toBeInTheDocument();
    expect(screen.getByText('2/5')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add an item' })).toBeNull();
  });

  it('shows only the add field with a hint when there are no items', async () => {
    renderSection(aList([]), { done: 0, total: 0 });
    const input = await screen.findByRole('textbox', { name: 'Add an item' });
    expect(input).toHaveAccessibleDescription(
      'No items yet. Type a step and press Enter: the field stays open for the next one.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('ticks an item at once with a PATCH, and counts it done', async () => {
    let answer!: (list: Checklist) => void;
    const patch = vi
      .spyOn(checklistApi, 'updateChecklistItem')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const u = renderSection(three);
    await u.click(await screen.findByRole('checkbox', { name: 'Film the intro' }));

    expect(patch).toHaveBeenCalledWith('t1', 'i2', { done: true });
    // Shown before the server answers.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Film the intro' })).toBeChecked());
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '2');

    answer(aList([script, { ...intro, done: true }, edit]));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('checkbox', { name: 'Film the intro' })).toBeChecked();
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('keeps ticks made in a row shown while their answers come, and reads the list again after', async () => {
    const answers: ((list: Checklist) => void)[] = [];
    vi.spyOn(checklistApi, 'updateChecklistItem').mockImplementation(
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const u = renderSection(three);
    await u.click(await screen.findByRole('checkbox', { name: 'Film the intro' }));
    await u.click(screen.getByRole('checkbox', { name: 'Edit' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    const fetch = vi.mocked(checklistApi.fetchChecklist);
    fetch.mockResolvedValue(aList([script, { ...intro, done: true }, { ...edit, done: true }]));

    // The first answer knows only the first tick: shown, it would untick the second.
    answers[0]?.(aList([script, { ...intro, done: true }, edit]));
    await waitFor(() => expect(screen.getByText('3/3')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Edit' })).toBeChecked();

    answers[1]?.(aList([script, { ...intro, done: true }, { ...edit, done: true }]));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('checkbox', { name: 'Film the intro' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Edit' })).toBeChecked();
  });

  it('puts a refused tick back and says why', async () => {
    vi.spyOn(checklistApi, 'updateChecklistItem').mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'x' }),
    );
    const u = renderSection(three);
    await u.click(await screen.findByRole('checkbox', { name: 'Film the intro' }));

    await waitFor(() =>
      expect(negatives()).toEqual([
        'The checklist could not be changed: You do not have permission to do this.',
      ]),
    );
    expect(screen.getByRole('checkbox', { name: 'Film the intro' })).not.toBeChecked();
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('adds an item with a POST and keeps the field open for the next one', async () => {
    const studio = anItem('i4', 'Book the studio');
    const add = vi
      .spyOn(checklistApi, 'addChecklistItem')
      .mockResolvedValue(aList([script, intro, edit, studio]));
    const u = renderSection(three);
    const input = await screen.findByRole('textbox', { name: 'Add an item' });
    await u.type(input, '  Book the studio {Enter}');

    expect(add).toHaveBeenCalledWith('t1', { text: 'Book the studio' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(await screen.findByRole('checkbox', { name: 'Book the studio' })).toBeInTheDocument();
    expect(screen.getByText('1/4')).toBeInTheDocument();
  });

  it('gives the words back to the field when the item could not be added', async () => {
    vi.spyOn(checklistApi, 'addChecklistItem').mockRejectedValue(
      new ApiError({ status: 409, code: 'checklist_full', message: 'x' }),
    );
    const u = renderSection(three);
    const input = await screen.findByRole('textbox', { name: 'Add an item' });
    await u.type(input, 'Book the studio{Enter}');
    await waitFor(() => expect(input).toHaveValue('Book the studio'));
    expect(negatives()[0]).toMatch(
      /^The checklist could not be changed: This checklist already has 100 items/,
    );
  });

  it('closes the add field at the limit, saying why', async () => {
    const full = aList(
      Array.from({ length: LIMITS.checklistMaxItems }, (_, n) => anItem(`i${n}`, `Step ${n + 1}`)),
    );
    renderSection(full, { done: 0, total: LIMITS.checklistMaxItems });
    const input = await screen.findByRole('textbox', { name: 'Add an item' }, { timeout: 15_000 });
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription(
      'This checklist has 100 items, the most a ticket can hold: remove one to add another.',
    );
  });

  it('moves an item from the keyboard (Alt and an arrow) with a PUT of the new order, and says so', async () => {
    const reorder = vi
      .spyOn(checklistApi, 'reorderChecklist')
      .mockResolvedValue(aList([intro, script, edit]));
    const u = renderSection(three);
    const handle = await screen.findByRole('button', { name: 'Move Write the script' });
    handle.focus();
    // Without Alt an arrow moves nothing; at the top, up moves nothing either.
    await u.keyboard('{ArrowDown}');
    await u.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(reorder).not.toHaveBeenCalled();

    await u.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(reorder).toHaveBeenCalledWith('t1', ['i2', 'i1', 'i3']);
    expect(itemOrder()).toEqual(['Film the intro', 'Write the script', 'Edit']);
    expect(await screen.findByText('Write the script moved to place 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Write the script' })).toHaveFocus());
  });

  it('edits an item in place: Enter saves its new words, Escape puts the old ones back', async () => {
    const patch = vi
      .spyOn(checklistApi, 'updateChecklistItem')
      .mockResolvedValue(aList([script, { ...intro, text: 'Film the long intro' }, edit]));
    const u = renderSection(three);
    await u.click(await screen.findByRole('button', { name: 'Edit Edit' }));
    const field = screen.getByRole('textbox', { name: 'Item text' });
    await u.clear(field);
    await u.type(field, 'Cut it{Escape}');
    expect(patch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Edit' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Edit Film the intro' }));
    const other = screen.getByRole('textbox', { name: 'Item text' });
    await u.clear(other);
    await u.type(other, 'Film the long intro{Enter}');
    expect(patch).toHaveBeenCalledWith('t1', 'i2', { text: 'Film the long intro' });
    expect(await screen.findByRole('checkbox', { name: 'Film the long intro' })).toBeInTheDocument();
  });

  it('assigns an item to a member, and deletes one', async () => {
    vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([GRACE]);
    const patch = vi
      .spyOn(checklistApi, 'updateChecklistItem')
      .mockResolvedValue(aList([script, { ...intro, assignee: GRACE }, edit]));
    const remove = vi.spyOn(checklistApi, 'deleteChecklistItem').mockResolvedValue(aList([script, edit]));
    const u = renderSection(three);
    await u.click(await screen.findByRole('button', { name: 'Assignee and due date of Film the intro' }));
    const fields = screen.getByTestId('checklist-item-fields');
    await u.click(within(fields).getByRole('combobox', { name: 'Assignee' }));
    await u.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    expect(patch).toHaveBeenCalledWith('t1', 'i2', { assignee: 'm2' });
    expect(await screen.findByText('Assigned to Grace Hopper')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Delete Film the intro' }));
    expect(remove).toHaveBeenCalledWith('t1', 'i2');
    await waitFor(() => expect(itemOrder()).toEqual(['Write the script', 'Edit']));
    expect(screen.getByRole('heading', { name: 'Checklist' })).toHaveFocus();
  });
});
