import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as commentsApi from '../api/comments';
import * as mentionPeopleApi from '../api/mention-people';
import { aComment, aFile, aPage, PEOPLE } from '../test/comment-fixtures';
import { CommentsSection } from './CommentsSection';

/**
 * jsdom has neither MediaRecorder nor a microphone: these small doubles stand in for the
 * browser APIs (the real ones run in the end-to-end test in Chromium).
 */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = vi.fn((type: string) => type === 'audio/webm;codecs=opus');
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: MediaRecorderOptions = {},
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }
  start(_timeslice?: number) {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['spoken words'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => ({ getTracks: () => [track] }));

function installMicrophone() {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

async function renderSection() {
  vi.spyOn(commentsApi, 'fetchComments').mockResolvedValue(aPage([]));
  renderWithProviders(<CommentsSection ticketUid="t1" workspaceUid="w1" totalSpent={0} headingOrder={4} />);
  await screen.findByText('No comments yet. Start the conversation below.');
  return setupUser();
}

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  track.stop.mockClear();
  getUserMedia.mockClear();
  vi.spyOn(mentionPeopleApi, 'fetchMentionPeople').mockResolvedValue(PEOPLE);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/voice');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CommentsSection: voice notes', { timeout: 20_000 }, () => {
  it('records, previews and posts a voice note, releasing the microphone', async () => {
    installMicrophone();
    const create = vi
      .spyOn(commentsApi, 'createComment')
      .mockResolvedValue(aComment({ uid: 'c9', body: '' }));
    const u = await renderSection();

    await u.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(stop).toHaveFocus();
    expect(screen.getByText('Recording voice note…')).toBeInTheDocument();
    expect(screen.getByTestId('recording-time')).toHaveTextContent('0:00 / 5:00');
    const [recorder] = FakeMediaRecorder.instances;
    expect(recorder?.options).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 64_000 });
    // Posting waits for the recording to end.
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();

    await u.click(stop);
    expect(track.stop).toHaveBeenCalled();
    const preview = screen.getByLabelText('Voice note preview');
    expect(preview.tagName).toBe('AUDIO');
    expect(preview).toHaveAttribute('src', 'blob:test/voice');
    expect(screen.getByRole('group', { name: 'Recorded voice note' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Record voice note' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(create).toHaveBeenCalledTimes(1);
    const [, sent] = create.mock.calls[0]!;
    expect(sent.body).toBe('');
    expect(sent.voiceNoteName).toBe('voice-note.webm');
    expect(sent.voiceNote).toBeInstanceOf(Blob);
    expect(sent.voiceNote?.size).toBe('spoken words'.length);
    await waitFor(() => expect(screen.queryByLabelText('Voice note preview')).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/voice');
  });

  it('discards a recorded note, and counts it among the 10 files', async () => {
    installMicrophone();
    const create = vi.spyOn(commentsApi, 'createComment');
    const u = await renderSection();
    await u.click(screen.getByRole('button', { name: 'Record voice note' }));
    await u.click(await screen.findByRole('button', { name: 'Stop recording' }));

    const ten = Array.from({ length: 10 }, (_, index) => aFile(`f${index}.txt`, 10, 'text/plain'));
    const input = screen
      .getByTestId('comment-composer')
      .querySelector('input[type="file"]') as HTMLInputElement;
    await u.upload(input, ten);
    expect(screen.getByText('You can attach at most 10 files.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('selected-file')).toHaveLength(0);
    expect(create).not.toHaveBeenCalled();

    await u.click(screen.getByRole('button', { name: 'Discard voice note' }));
    expect(screen.queryByLabelText('Voice note preview')).toBeNull();
    expect(screen.getByRole('button', { name: 'Record voice note' })).toHaveFocus();
  });

  it('stops by itself at five minutes, so the note stays under 5 MB', async () => {
    installMicrophone();
    const u = await renderSection();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await u.click(screen.getByRole('button', { name: 'Record voice note' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByTestId('recording-time')).toHaveTextContent('2:00 / 5:00');
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(screen.queryByRole('button', { name: 'Stop recording' })).toBeNull();
    expect(screen.getByLabelText('Voice note preview')).toBeInTheDocument();
    expect(screen.getByText('The recording stopped at the 5:00 limit.')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
  });

  it('says so when the browser cannot record', async () => {
    const u = await renderSection();
    await u.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Voice notes cannot be recorded in this browser. Use a current version of Chrome, Edge, Firefox or Safari.',
    );
  });

  it('says so when the microphone is refused', async () => {
    installMicrophone();
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const u = await renderSection();
    await u.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microphone access was denied. Allow the microphone for this site in your browser to record.',
    );
    expect(screen.getByRole('button', { name: 'Record voice note' })).toBeEnabled();
  });

  it('uses the spec message when there is no microphone', async () => {
    installMicrophone();
    getUserMedia.mockRejectedValueOnce(new DOMException('No device', 'NotFoundError'));
    const u = await renderSection();
    await u.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No audio was detected. Please check your microphone and try again.',
    );
  });
});
