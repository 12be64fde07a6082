import { ApiError } from '@expertos/api-client/client';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as assigneesApi from '../../api/assignees';
import * as checklistApi from '../../api/checklist';
import * as milestonesApi from '../../api/milestones';
import * as referenceImagesApi from '../../api/reference-images';
import * as tagsApi from '../../api/tags';
import * as ticketApi from '../../api/ticket';
import * as ticketActivityApi from '../../api/ticket-activity';
import * as ticketListsApi from '../../api/ticket-lists';
import * as ticketShareApi from '../../api/ticket-share';
import { mergeTicket } from './merge-ticket';
import { TicketDetails } from './TicketDetails';
import { aFile, aReferenceImage, aTicket } from './ticket-fixture';

const MB = 1024 * 1024;

/** The ticket as the dialog and the page hold it: its own query, read again after every change. */
function Harness({ uid }: { uid: string }) {
  const query = useQuery({ queryKey: ticketKeys.ticket(uid), queryFn: () => ticketApi.fetchTicket(uid) });
  return query.data ? <TicketDetails task={mergeTicket(query.data)} /> : null;
}

async function renderTicket(ticket: Ticket) {
  vi.spyOn(ticketApi, 'fetchTicket').mockResolvedValue(ticket);
  renderWithProviders(<Harness uid={ticket.uid} />);
  await screen.findByText(ticket.summary, { selector: 'h3' }, { timeout: 15_000 });
  return setupUser();
}

const negatives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'negative')
    .map((item) => item.message);

beforeEach(() => {
  vi.spyOn(ticketActivityApi, 'fetchTicketActivity').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(checklistApi, 'fetchChecklist').mockResolvedValue({ items: [], done: 0, total: 0 });
  // A ticket's subtasks (`?parent=`): none.
  vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([]);
  vi.spyOn(tagsApi, 'fetchTags').mockResolvedValue([]);
  vi.spyOn(milestonesApi, 'fetchMilestones').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

// A whole task form is a large tree for jsdom on a small machine.
describe('TicketDetails: saving field by field', { timeout: 20_000 }, () => {
  it('sends a PATCH with only the changed field, and shows the change at once', async () => {
    const ticket = aTicket({ ticket_type: 'task', priority: '1' });
    let answer!: (saved: Ticket) => void;
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const u = await renderTicket(ticket);

    await u.click(screen.getByRole('combobox', { name: 'Priority' }));
    await u.click(screen.getByRole('option', { name: 'High' }));

    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('t1', { priority: '2' });
    // Optimistic: shown before the server answers.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('High'));
    answer({ ...ticket, priority: '2' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('High'));
  });

  it('puts the field back and says why when the save fails', async () => {
    const ticket = aTicket({ ticket_type: 'task', status: 'todo' });
    vi.spyOn(ticketApi, 'updateTicket').mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'x' }),
    );
    const u = await renderTicket(ticket);

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'In Progress' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('To Do'));
    expect(negatives()).toEqual(['You do not have permission to do this.']);
  });

  it('edits the summary in place: Enter saves only the summary', async () => {
    const ticket = aTicket({ ticket_type: 'task', summary: 'Film the reel' });
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockResolvedValue({ ...ticket, summary: 'Film the long reel' });
    const u = await renderTicket(ticket);

    await u.click(screen.getByRole('button', { name: 'Edit Summary' }));
    const input = screen.getByRole('textbox', { name: 'Summary' });
    await u.clear(input);
    await u.type(input, 'Film the long reel{Enter}');

    expect(update).toHaveBeenCalledWith('t1', {
      summary: 'Film the long reel',
      base_updated_at: ticket.updated,
    });
    expect(await screen.findByText('Film the long reel', { selector: 'h3' })).toBeInTheDocument();
  });

  it('saves the description as it is typed, and shows a conflict with both versions to choose from', async () => {
    const ticket = aTicket({
      ticket_type: 'task',
      description: 'Old words',
      updated: '2025-01-01T10:00:00.000Z',
    });
    const theirs = { ...ticket, description: 'Their words', updated: '2025-01-01T10:05:00.000Z' };
    const update = vi.spyOn(ticketApi, 'updateTicket').mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'ticket_edit_conflict',
        message: 'x',
        body: {
          code: 'ticket_edit_conflict',
          message: 'x',
          details: [{ path: 'description', message: 'x' }],
          current: theirs,
        },
      }),
    );
    const u = await renderTicket(ticket);
    const input = screen.getByRole('textbox', { name: 'Description' });
    // The old words selected and replaced by a paste, in one change: cleared first, a slow
    // machine's pause saved the empty description before the paste came (a flake, on CI).
    // Typed key by key, the pause would save halfway the same way.
    await u.tripleClick(input);
    await u.paste('My words');
    await u.tab();

    expect(update).toHaveBeenCalledWith('t1', { description: 'My words', base_updated_at: ticket.updated });
    const conflict = await screen.findByTestId('edit-conflict');
    expect(within(conflict).getByText('Their words')).toBeInTheDocument();
    expect(within(conflict).getByText('My words')).toBeInTheDocument();
    expect(input).toHaveValue('My words');

    update.mockResolvedValueOnce({ ...theirs, description: 'My words', updated: '2025-01-01T10:06:00.000Z' });
    await u.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(update).toHaveBeenLastCalledWith('t1', {
      description: 'My words',
      base_updated_at: theirs.updated,
    });
    await waitFor(() => expect(screen.queryByTestId('edit-conflict')).not.toBeInTheDocument());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it("edits an estimate's amount in the main unit and saves it in cents", async () => {
    const ticket = aTicket({ ticket_type: 'estimate', estimate_hours: 4, estimate_amount: 50000 });
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockResolvedValue({ ...ticket, estimate_amount: 125050 });
    const u = await renderTicket(ticket);
    const amount = screen.getByRole('textbox', { name: 'Estimate (amount)' });
    expect(amount).toHaveValue('500.00');

    await u.clear(amount);
    await u.type(amount, '1,250.5');
    await u.tab();
    expect(update).toHaveBeenCalledWith('t1', { estimate_amount: 125050 });
    expect(screen.getByRole('textbox', { name: 'Estimate (hours)' })).toHaveValue('4');
  });

  it('checks a link with the domain schema before saving it', async () => {
    const ticket = aTicket({ canva_url: 'https://www.canva.com/design/abc' });
    const update = vi.spyOn(ticketApi, 'updateTicket').mockResolvedValue(ticket);
    const u = await renderTicket(ticket);
    expect(screen.getByRole('link', { name: /canva\.com\/design\/abc/ })).toHaveAttribute(
      'href',
      'https://www.canva.com/design/abc',
    );

    await u.click(screen.getByRole('button', { name: 'Edit Review link' }));
    const input = screen.getByRole('textbox', { name: 'Review link' });
    await u.clear(input);
    // Pasted: typing a long address key by key is slow in jsdom and tests nothing more.
    await u.paste('not a link');
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Enter a full web address, starting with https://')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await u.clear(input);
    await u.paste('https://www.canva.com/design/xyz');
    await u.keyboard('{Enter}');
    expect(update).toHaveBeenCalledWith('t1', { canva_url: 'https://www.canva.com/design/xyz' });
  });
});

describe('TicketDetails: reference images', { timeout: 20_000 }, () => {
  const picker = () => {
    const input = screen.getByTestId('reference-dropzone').querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    return input;
  };

  it('refuses a file over 5 MB before any upload', async () => {
    const upload = vi.spyOn(referenceImagesApi, 'uploadReferenceImages');
    const u = await renderTicket(aTicket());
    await u.upload(picker(), aFile('Big Photo.png', 'image/png', 6 * MB));
    expect(await screen.findByText('Big Photo.png: A file can be at most 5 MB.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an 11th image before any upload', async () => {
    const upload = vi.spyOn(referenceImagesApi, 'uploadReferenceImages');
    const images = Array.from({ length: 10 }, (_, index) => aReferenceImage(index + 1));
    const u = await renderTicket(aTicket({ reference_images: images }));
    expect(screen.getAllByTestId('reference-image')).toHaveLength(10);
    await u.upload(picker(), aFile('one-more.png', 'image/png', 100));
    expect(await screen.findByText(/at most 10 reference images/)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows each image from its bytes fetched with the token, never from its address', async () => {
    const image = { ...aReferenceImage(1), url: '/api/tickets/t1/images/img1/file' };
    const fetch = vi
      .spyOn(referenceImagesApi, 'fetchReferenceImage')
      .mockResolvedValue(new Blob(['img'], { type: 'image/jpeg' }));
    if (typeof URL.createObjectURL !== 'function') URL.createObjectURL = () => '';
    if (typeof URL.revokeObjectURL !== 'function') URL.revokeObjectURL = () => {};
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/img1');
    await renderTicket(aTicket({ reference_images: [image] }));
    const tile = await screen.findByTestId('reference-image');
    const shown = await within(tile).findByRole('img', { name: 'mood-1.jpg' });
    expect(shown).toHaveAttribute('src', 'blob:test/img1');
    expect(fetch).toHaveBeenCalledWith(image.url, expect.any(AbortSignal));
    expect(tile.innerHTML).not.toContain(image.url);
  });

  it('uploads dropped images and shows them under slugified names', async () => {
    const file = aFile('Mood Board & Co.PNG', 'image/png', 100);
    const stored = { ...aReferenceImage(1), name: 'mood-board-and-co.png' };
    const upload = vi
      .spyOn(referenceImagesApi, 'uploadReferenceImages')
      .mockImplementation(async (uid) => aTicket({ uid, reference_images: [stored] }));
    await renderTicket(aTicket());
    fireEvent.drop(screen.getByTestId('reference-dropzone'), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith('t1', [file], false));
    const tile = await screen.findByTestId('reference-image');
    expect(within(tile).getByText('mood-board-and-co.png')).toBeInTheDocument();
  });

  it('asks before adding an image to an approved post, and adds it reopening review', async () => {
    const file = aFile('Menu.png', 'image/png', 100);
    const stored = { ...aReferenceImage(1), name: 'menu.png' };
    const upload = vi
      .spyOn(referenceImagesApi, 'uploadReferenceImages')
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          code: 'post_locked_approved',
          message: 'locked',
          details: [{ path: 'reference_images', message: 'Approved: locked until review reopens.' }],
        }),
      )
      .mockImplementation(async (uid) => aTicket({ uid, reference_images: [stored] }));
    const u = await renderTicket(aTicket({ ticket_type: 'post' }));
    fireEvent.drop(screen.getByTestId('reference-dropzone'), { dataTransfer: { files: [file] } });
    const dialog = await screen.findByRole('dialog', { name: 'This post is approved' });
    expect(within(dialog).getByText(/locked \(files\)/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Edit and reopen review' }));
    await waitFor(() => expect(upload).toHaveBeenLastCalledWith('t1', [file], true));
    expect(await screen.findByTestId('reference-image')).toHaveTextContent('menu.png');
  });
});

describe('TicketDetails: read only', { timeout: 20_000 }, () => {
  it('shows the same fields as plain text, with no control', async () => {
    await renderTicket(
      aTicket({ can_edit: false, hook: 'Spring is here', reference_images: [aReferenceImage(1)] }),
    );
    expect(screen.getByText('Spring is here')).toBeInTheDocument();
    expect(screen.getByText('To Do')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByTestId('reference-dropzone')).toBeNull();
  });
});

describe('TicketDetails: sharing and deleting', { timeout: 20_000 }, () => {
  it('shares by a read-only link, and stops sharing after a confirmation', async () => {
    const share = vi.spyOn(ticketShareApi, 'shareTicket').mockResolvedValue({ share_token: 'tok9' });
    const unshare = vi.spyOn(ticketShareApi, 'unshareTicket').mockResolvedValue({ share_token: null });
    const u = await renderTicket(aTicket({ ticket_type: 'task' }));

    await u.click(screen.getByRole('button', { name: 'Share by link' }));
    expect(share).toHaveBeenCalledWith('t1');
    expect(await screen.findByRole('textbox', { name: 'Read-only link' })).toHaveValue(
      `${window.location.origin}/brand/acme/tasks/t1?share=tok9`,
    );

    await u.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop sharing this ticket?' });
    await u.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(unshare).toHaveBeenCalledWith('t1');
    expect(await screen.findByRole('button', { name: 'Share by link' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Read-only link' })).toBeNull();
  });

  it('deletes only once confirmed, then leaves the task', async () => {
    const remove = vi.spyOn(ticketApi, 'deleteTicket').mockResolvedValue({ ok: true });
    const onDeleted = vi.fn();
    const ticket = aTicket({ ticket_type: 'task' });
    vi.spyOn(ticketApi, 'fetchTicket').mockResolvedValue(ticket);
    renderWithProviders(<TicketDetails task={mergeTicket(ticket)} onDeleted={onDeleted} />);
    const u = setupUser();

    await u.click(screen.getByRole('button', { name: 'Delete ticket' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete ticket #128?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await u.click(screen.getByRole('button', { name: 'Delete ticket' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete ticket #128?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete ticket' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith('t1', {});
  });
});
