import { ApiError } from '@expertos/api-client/client';
import type { Comment } from '@expertos/domain/comment.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as attachmentsApi from '../api/attachments';
import * as commentsApi from '../api/comments';
import * as mentionPeopleApi from '../api/mention-people';
import { ADA, aComment, aFile, anAttachment, aPage, GRACE, PEOPLE } from '../test/comment-fixtures';
import { CommentsSection } from './CommentsSection';

const MB = 1024 * 1024;

async function renderSection(comments: Comment[] = []) {
  vi.spyOn(commentsApi, 'fetchComments').mockResolvedValue(aPage(comments));
  renderWithProviders(<CommentsSection ticketUid="t1" workspaceUid="w1" totalSpent={0} headingOrder={4} />);
  await waitFor(() => expect(screen.queryByTestId('comments-loading')).toBeNull());
  return setupUser();
}

const composer = () => screen.getByRole('textbox', { name: 'Write a comment' });
const picker = () => {
  const input = screen.getByTestId('comment-composer').querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};
const article = (name: string) => screen.getByRole('article', { name: `Comment by ${name}` });
const messages = (type: 'positive' | 'negative') =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === type)
    .map((item) => item.message);

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  vi.spyOn(mentionPeopleApi, 'fetchMentionPeople').mockResolvedValue(PEOPLE);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++objectUrls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('CommentsSection: the list', { timeout: 20_000 }, () => {
  it('shows comments oldest first with mention chips, kept line breaks and no HTML', async () => {
    await renderSection([
      aComment({ uid: 'c1', author: ADA, body: 'Hi @[Grace Hopper](m2), see\nthe brief', edited: true }),
      aComment({ uid: 'c2', author: GRACE, body: '<img src=x onerror="alert(1)"> ok', can_edit: false }),
    ]);
    const items = within(screen.getByRole('list', { name: 'Comments on this ticket' })).getAllByRole(
      'article',
    );
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Comment by Ada Lovelace',
      'Comment by Grace Hopper',
    ]);

    const first = article('Ada Lovelace');
    const chip = within(first).getByTestId('mention');
    expect(chip).toHaveTextContent('@Grace Hopper');
    expect(chip).toHaveAttribute('data-member', 'm2');
    expect(within(first).getByTestId('comment-body').textContent).toBe('Hi @Grace Hopper, see\nthe brief');
    expect(within(first).getByText('(edited)')).toBeInTheDocument();

    const second = article('Grace Hopper');
    expect(within(second).getByText(/<img src=x/)).toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();
  });

  it('fetches images and audio with the token and shows them inline; other files download', async () => {
    const file = vi
      .spyOn(attachmentsApi, 'fetchAttachment')
      .mockImplementation(
        async (url) => new Blob(['x'], { type: url.endsWith('img') ? 'image/png' : 'audio/webm' }),
      );
    await renderSection([
      aComment({
        attachments: [
          anAttachment({
            uid: 'img',
            name: 'mood-board.png',
            kind: 'image',
            content_type: 'image/png',
            size: 2048,
          }),
          anAttachment({ uid: 'voice', name: 'voice-note.webm', kind: 'audio', voice_note: true, size: 300 }),
          anAttachment({ uid: 'doc', name: 'brief.pdf', size: 1536 }),
        ],
      }),
    ]);
    const item = article('Ada Lovelace');
    const image = await within(item).findByRole('img', { name: 'mood-board.png' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    expect(within(item).getByRole('link', { name: 'Open mood-board.png' })).toHaveAttribute(
      'href',
      image.getAttribute('src'),
    );
    await waitFor(() => expect(item.querySelector('audio[aria-label="Voice note"]')).toHaveAttribute('src'));
    expect(file).toHaveBeenCalledWith('/api/tickets/t1/comments/c1/files/img', expect.any(AbortSignal));
    expect(file).toHaveBeenCalledWith('/api/tickets/t1/comments/c1/files/voice', expect.any(AbortSignal));
    expect(file).toHaveBeenCalledTimes(2);
    expect(within(item).getByText('brief.pdf')).toBeInTheDocument();
    expect(within(item).getByText('1.5 KB')).toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(within(item).getByRole('button', { name: 'Download brief.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(file).toHaveBeenCalledWith('/api/tickets/t1/comments/c1/files/doc');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('brief.pdf');
    expect(anchor.href).toMatch(/^blob:test\//);
  });

  it('shows an empty state, and a retry after a failed load', async () => {
    const list = vi
      .spyOn(commentsApi, 'fetchComments')
      .mockRejectedValueOnce(new ApiError({ status: 403, code: 'forbidden', message: 'x' }))
      .mockResolvedValueOnce(aPage([]));
    renderWithProviders(<CommentsSection ticketUid="t1" workspaceUid="w1" totalSpent={0} headingOrder={4} />);
    expect(screen.getByTestId('comments-loading')).toBeInTheDocument();
    expect(await screen.findByText('The comments could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No comments yet. Start the conversation below.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('CommentsSection: older pages', { timeout: 20_000 }, () => {
  it('shows the newest page, then loads the older one above it with "Show older comments"', async () => {
    const older = [aComment({ uid: 'c1', body: 'one' }), aComment({ uid: 'c2', body: 'two' })];
    const newer = [aComment({ uid: 'c3', body: 'three' }), aComment({ uid: 'c4', body: 'four' })];
    let release: () => void = () => {};
    const list = vi.spyOn(commentsApi, 'fetchComments').mockImplementation(async (_ticket, cursor) => {
      if (!cursor) return aPage(newer, 'cursor-2');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return aPage(older);
    });
    renderWithProviders(<CommentsSection ticketUid="t1" workspaceUid="w1" totalSpent={0} headingOrder={4} />);
    const bodies = () =>
      within(screen.getByRole('list', { name: 'Comments on this ticket' }))
        .getAllByTestId('comment-body')
        .map((body) => body.textContent);
    await waitFor(() => expect(bodies()).toEqual(['three', 'four']));
    expect(list).toHaveBeenCalledWith('t1', null, expect.any(AbortSignal));

    const more = screen.getByRole('button', { name: 'Show older comments' });
    await userEvent.click(more);
    await waitFor(() => expect(list).toHaveBeenCalledWith('t1', 'cursor-2', expect.any(AbortSignal)));
    // Loading: the button says so and cannot be pressed twice.
    await waitFor(() => expect(more).toHaveAttribute('data-loading', 'true'));
    release();
    await waitFor(() => expect(bodies()).toEqual(['one', 'two', 'three', 'four']));
    // The last page has no cursor: nothing older to show.
    expect(screen.queryByRole('button', { name: 'Show older comments' })).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('CommentsSection: posting', { timeout: 20_000 }, () => {
  it('picks a mention from the @ list by keyboard and posts it as a token with the files', async () => {
    const posted = aComment({ uid: 'c9', body: 'Hello @[Grace Hopper](m2) look', mentions: [GRACE] });
    const create = vi.spyOn(commentsApi, 'createComment').mockResolvedValue(posted);
    const u = await renderSection();
    expect(screen.getByText('No comments yet. Start the conversation below.')).toBeInTheDocument();

    await u.click(composer());
    await u.type(composer(), 'Hello @');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    await u.type(composer(), 'gr');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Grace Hopper' })).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{Enter}');
    expect(composer()).toHaveValue('Hello @Grace Hopper ');
    expect(screen.queryByRole('listbox')).toBeNull();
    // A space typed out of habit after the pick is not a second one.
    await u.type(composer(), ' look');
    expect(composer()).toHaveValue('Hello @Grace Hopper look');

    const one = aFile('Brief.pdf', 2 * MB, 'application/pdf');
    const two = aFile('photo.png', 100, 'image/png');
    await u.upload(picker(), [one, two]);
    const chips = screen.getByRole('list', { name: 'Files to attach' });
    expect(within(chips).getByText('Brief.pdf')).toBeInTheDocument();
    expect(within(chips).getByText('2 MB')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(create).toHaveBeenCalledWith('t1', {
      body: 'Hello @[Grace Hopper](m2) look',
      files: [one, two],
      voiceNote: null,
    });
    expect(await screen.findByRole('article', { name: 'Comment by Ada Lovelace' })).toBeInTheDocument();
    expect(composer()).toHaveValue('');
    expect(composer()).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Files to attach' })).toBeNull();
  });

  it('asks for the people again at the next @ when their list could not load', async () => {
    // A refusal the app does not retry on its own (a 429 the client already waited out).
    const people = vi
      .spyOn(mentionPeopleApi, 'fetchMentionPeople')
      .mockRejectedValueOnce(
        new ApiError({ status: 429, code: 'rate_limited', message: 'Too many requests' }),
      )
      .mockResolvedValue(PEOPLE);
    const u = await renderSection();
    await waitFor(() => expect(people).toHaveBeenCalledTimes(1));

    await u.click(composer());
    await u.type(composer(), 'Please review @');
    await u.type(composer(), 'Gr');
    expect(await screen.findByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(people).toHaveBeenCalledTimes(2);
    // A loaded list is not asked for again at the next @.
    await u.keyboard('{Enter}');
    await u.type(composer(), 'and @');
    await screen.findByRole('listbox', { name: 'People to mention' });
    expect(people).toHaveBeenCalledTimes(2);
  });

  it('keeps an unsent comment with its mentions across a reload, and forgets it once posted', async () => {
    signIn();
    const create = vi.spyOn(commentsApi, 'createComment').mockResolvedValue(aComment({ uid: 'c9' }));
    let u = await renderSection();
    await u.type(composer(), 'Ask @gr');
    await screen.findByRole('listbox', { name: 'People to mention' });
    await u.keyboard('{Enter}');
    await u.type(composer(), 'about it');
    cleanup();

    u = await renderSection();
    expect(composer()).toHaveValue('Ask @Grace Hopper about it');
    await u.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(create).toHaveBeenCalledWith('t1', {
      body: 'Ask @[Grace Hopper](m2) about it',
      files: [],
      voiceNote: null,
    });
    await waitFor(() => expect(composer()).toHaveValue(''));
    cleanup();

    await renderSection();
    expect(composer()).toHaveValue('');
  });

  it('moves through the @ list with the arrow keys and posts with Ctrl+Enter', async () => {
    const create = vi.spyOn(commentsApi, 'createComment').mockResolvedValue(aComment({ uid: 'c9' }));
    const u = await renderSection();
    await u.click(composer());
    await u.type(composer(), '@a');
    await screen.findByRole('listbox', { name: 'People to mention' });
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Alan Turing' })).toHaveAttribute('aria-selected', 'true');
    expect(composer()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Alan Turing' }).id,
    );
    await u.keyboard('{Tab}');
    expect(composer()).toHaveValue('@Alan Turing ');
    await u.type(composer(), 'and @gra');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await u.keyboard('{Control>}{Enter}{/Control}');
    // `@gra` was never picked: it stays plain text.
    expect(create).toHaveBeenCalledWith('t1', {
      body: '@[Alan Turing](m3) and @gra',
      files: [],
      voiceNote: null,
    });
  });

  it('refuses an 11th file and a 6 MB file in the browser, without calling the API', async () => {
    const create = vi.spyOn(commentsApi, 'createComment');
    const u = await renderSection();
    await u.type(composer(), 'Files');

    const ten = Array.from({ length: 10 }, (_, index) => aFile(`file-${index + 1}.txt`, 10, 'text/plain'));
    await u.upload(picker(), ten);
    expect(screen.getAllByTestId('selected-file')).toHaveLength(10);
    await u.upload(picker(), aFile('eleven.txt', 10, 'text/plain'));
    expect(await screen.findByText('You can attach at most 10 files.')).toBeInTheDocument();
    expect(screen.getAllByTestId('selected-file')).toHaveLength(10);

    await u.click(screen.getByRole('button', { name: 'Remove file-1.txt' }));
    await u.upload(picker(), aFile('big.mov', 6 * MB, 'video/quicktime'));
    expect(await screen.findByText('big.mov: A file can be at most 5 MB.')).toBeInTheDocument();
    expect(screen.getAllByTestId('selected-file')).toHaveLength(9);
    expect(create).not.toHaveBeenCalled();
  });

  it('takes dropped files, showing the drop zone while dragging', async () => {
    await renderSection();
    const form = screen.getByTestId('comment-composer');
    const dropped = aFile('dropped.png', 100, 'image/png');
    const dataTransfer = { types: ['Files'], files: [dropped], dropEffect: 'none' };
    fireEvent.dragOver(form, { dataTransfer });
    expect(screen.getByText('Drop files here to attach them')).toBeInTheDocument();
    expect(form).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(form, { dataTransfer });
    expect(screen.queryByText('Drop files here to attach them')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Files to attach' })).getByText('dropped.png'),
    ).toBeInTheDocument();

    // A dropped 6 MB file is refused like a picked one.
    fireEvent.drop(form, { dataTransfer: { types: ['Files'], files: [aFile('huge.zip', 6 * MB)] } });
    expect(screen.getByText('huge.zip: A file can be at most 5 MB.')).toBeInTheDocument();
  });

  it('keeps the text and the files when the server refuses, and shows its message', async () => {
    const create = vi
      .spyOn(commentsApi, 'createComment')
      .mockRejectedValue(new ApiError({ status: 400, code: 'attachment_type_not_allowed', message: 'x' }));
    const u = await renderSection();
    await u.type(composer(), 'Here is the tool');
    await u.upload(picker(), aFile('tool.exe', 100));
    await u.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This type of file cannot be attached. Attach images, audio, video, PDFs, office documents or text files.',
    );
    expect(composer()).toHaveValue('Here is the tool');
    expect(screen.getAllByTestId('selected-file')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeEnabled();
    expect(messages('negative')).toEqual([]);
  });

  it('asks for text or a file before posting nothing', async () => {
    const create = vi.spyOn(commentsApi, 'createComment');
    const u = await renderSection();
    await u.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Write something or attach a file first.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('CommentsSection: editing and deleting', { timeout: 20_000 }, () => {
  it('edits your own comment in place, with mentions kept as tokens', async () => {
    const mine = aComment({ uid: 'c1', body: 'Ping @[Grace Hopper](m2)' });
    const theirs = aComment({ uid: 'c2', author: GRACE, body: 'Hi', can_edit: false, can_delete: false });
    const update = vi
      .spyOn(commentsApi, 'updateComment')
      .mockResolvedValue({ ...mine, body: 'Ping @[Grace Hopper](m2) today', edited: true });
    const u = await renderSection([mine, theirs]);

    expect(within(article('Grace Hopper')).queryByRole('button', { name: 'Edit comment' })).toBeNull();
    expect(within(article('Grace Hopper')).queryByRole('button', { name: 'Delete comment' })).toBeNull();

    await u.click(within(article('Ada Lovelace')).getByRole('button', { name: 'Edit comment' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(editor).toHaveValue('Ping @Grace Hopper');
    expect(editor).toHaveFocus();
    await u.type(editor, ' today');
    await u.keyboard('{Control>}{Enter}{/Control}');

    expect(update).toHaveBeenCalledWith('t1', 'c1', 'Ping @[Grace Hopper](m2) today');
    const saved = article('Ada Lovelace');
    await waitFor(() =>
      expect(within(saved).getByTestId('comment-body')).toHaveTextContent('Ping @Grace Hopper today'),
    );
    expect(within(saved).getByText('(edited)')).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: 'Edit comment' })).toHaveFocus();
  });

  it('cancels an edit with Escape, and keeps the text when the save fails', async () => {
    const update = vi
      .spyOn(commentsApi, 'updateComment')
      .mockRejectedValue(new ApiError({ status: 403, code: 'forbidden', message: 'x' }));
    const u = await renderSection([aComment({ body: 'Draft' })]);
    await u.click(screen.getByRole('button', { name: 'Edit comment' }));
    await u.type(screen.getByRole('textbox', { name: 'Edit your comment' }), ' two');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).toBeNull();
    expect(screen.getByTestId('comment-body')).toHaveTextContent('Draft');

    await u.click(screen.getByRole('button', { name: 'Edit comment' }));
    await u.type(screen.getByRole('textbox', { name: 'Edit your comment' }), ' three');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(update).toHaveBeenCalledWith('t1', 'c1', 'Draft three');
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit your comment' })).toHaveValue('Draft three');
  });

  it('deletes a comment only after the confirmation', async () => {
    const remove = vi.spyOn(commentsApi, 'deleteComment').mockResolvedValue({ ok: true });
    const u = await renderSection([aComment({ uid: 'c1', body: 'Old news' })]);

    await u.click(screen.getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText('Old news')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Delete comment' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete comment' }));
    expect(remove).toHaveBeenCalledWith('t1', 'c1');
    await waitFor(() => expect(screen.queryByText('Old news')).toBeNull());
    expect(screen.getByText('No comments yet. Start the conversation below.')).toBeInTheDocument();
    expect(messages('positive')).toEqual(['The comment was deleted.']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comments' })).toHaveFocus());
  });
});

describe('CommentsSection: comments that point', { timeout: 20_000 }, () => {
  it("shows where a comment points, a client's name and sharing, and resolves its thread", async () => {
    const clients = aComment({
      uid: 'c9',
      author: null,
      client_author: { name: 'Clara Client' },
      body: 'Bigger logo please',
      can_edit: false,
      can_delete: false,
      visibility: 'shared',
      anchor: { kind: 'pin', image_uid: 'i1', x: 0.5, y: 0.5 },
    });
    const resolve = vi
      .spyOn(commentsApi, 'setCommentResolved')
      .mockResolvedValue({ ...clients, resolved_at: '2026-01-02T00:00:00Z', resolved_by: ADA });
    const user = await renderSection([clients]);
    const item = article('Clara Client');
    expect(within(item).getByText('Client')).toBeInTheDocument();
    expect(within(item).getByText('Shared with the client')).toBeInTheDocument();
    expect(within(item).getByTestId('comment-anchor')).toHaveTextContent('Pinned on an image');
    await user.click(within(item).getByRole('button', { name: 'Resolve' }));
    expect(resolve).toHaveBeenCalledWith('t1', 'c9', true);
    expect(await within(item).findByText('Resolved by Ada Lovelace')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });
});
